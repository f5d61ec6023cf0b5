import { atom } from 'nanostores';

export const TOAST_DURATION_MS = 3000;

export interface ToastAction {
  label: string;
  href: string;
}

export interface Toast {
  id: number;
  open: boolean;
  title: string;
  text: string;
  action: ToastAction | null;
}

/** The one toast on screen (a new toast replaces it); closed toasts keep their content for the exit animation. */
export const $toast = atom<Toast | null>(null);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows a toast that closes itself after `durationMs` (3000 ms by default; 0 keeps it open). */
export function showToast(toast: { title: string; text: string; action?: ToastAction | null }, durationMs: number = TOAST_DURATION_MS): number {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const id = nextId++;
  $toast.set({ id, open: true, title: toast.title, text: toast.text, action: toast.action ?? null });
  if (durationMs > 0) timer = setTimeout(() => closeToast(id), durationMs);
  return id;
}

/** Closes the toast, or only toast `id` when it is still the one shown. */
export function closeToast(id?: number): void {
  const current = $toast.get();
  if (!current || !current.open || (id !== undefined && current.id !== id)) return;
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  $toast.set({ ...current, open: false });
}
