import { describe, expect, it } from 'vitest';
import { SIGNED_IN_USER_KEY, signedInUser } from './signed-in-user.ts';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === SIGNED_IN_USER_KEY ? value : null) });

describe('signed-in shopper', () => {
  it('is the stored user with a phone number', () => {
    expect(signedInUser(storage('{"phone_number":"0412345678"}'))).toEqual({ phone_number: '0412345678' });
  });
  it('is nobody without a phone, with unreadable data, or without storage', () => {
    expect(signedInUser(storage('{"phone_number":" "}'))).toBeNull();
    expect(signedInUser(storage('{oops'))).toBeNull();
    expect(signedInUser(storage(null))).toBeNull();
    expect(signedInUser(null)).toBeNull();
  });
});
