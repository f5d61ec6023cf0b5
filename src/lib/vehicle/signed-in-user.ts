/** Where the sign-in flow leaves the signed-in shopper in this browser: `{ "phone_number": "04…" }`. */
export const SIGNED_IN_USER_KEY = 'forecourt:user';

export interface SignedInUser {
  phone_number: string;
}

/** The signed-in shopper, or null when signed out (or storage is unreadable). */
export function signedInUser(storage: Pick<Storage, 'getItem'> | null = globalThis.localStorage ?? null): SignedInUser | null {
  try {
    const raw = storage?.getItem(SIGNED_IN_USER_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as { phone_number?: unknown };
    return typeof value.phone_number === 'string' && value.phone_number.trim() !== '' ? { phone_number: value.phone_number } : null;
  } catch {
    return null;
  }
}
