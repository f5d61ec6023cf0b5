import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureHeader, verifySignature } from './signature.ts';

const secret = 'whsec_test';
const body = '{"delivery_id":"d1","car_ids":["1"]}';
const t = 1_800_000_000;

describe('stock webhook signatures', () => {
  it('signs HMAC-SHA256 over "<timestamp>.<raw body>" in hex', () => {
    const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(signatureHeader(secret, t, body)).toBe(`t=${t},v1=${expected}`);
  });

  it('accepts a matching signature within the tolerance, either side of now', () => {
    expect(verifySignature(signatureHeader(secret, t, body), body, secret, t + 299)).toEqual({ ok: true, timestamp: t });
    expect(verifySignature(signatureHeader(secret, t, body), body, secret, t - 299).ok).toBe(true);
  });

  it('refuses a missing, malformed, stale or wrong signature with the reason', () => {
    expect(verifySignature(null, body, secret, t)).toEqual({ ok: false, reason: 'missing' });
    expect(verifySignature('v1=abc', body, secret, t)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifySignature(`t=${t}`, body, secret, t)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifySignature(signatureHeader(secret, t, body), body, secret, t + 301)).toEqual({ ok: false, reason: 'stale' });
    expect(verifySignature(signatureHeader('other', t, body), body, secret, t)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature(signatureHeader(secret, t, body), `${body} `, secret, t)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('does not let a signature for one timestamp pass with another', () => {
    const v1 = signatureHeader(secret, t, body).split(',')[1]!;
    expect(verifySignature(`t=${t + 1},${v1}`, body, secret, t).ok).toBe(false);
  });

  it('accepts any one matching v1 while a secret is rotated', () => {
    const old = signatureHeader('old-secret', t, body).split(',')[1]!;
    const current = signatureHeader(secret, t, body).split(',')[1]!;
    expect(verifySignature(`t=${t},${old},${current}`, body, secret, t).ok).toBe(true);
  });
});
