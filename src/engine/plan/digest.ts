import crypto from 'node:crypto';

/** Hex SHA-256 of the parts, each length-prefixed so ('ab','c') and ('a','bc') differ. */
export function digest(...parts: readonly (string | Buffer)[]): string {
  return digestAll(parts);
}

/** `digest` of a list of any length (a call's spread arguments are limited: ~100,000 cars' would not fit). */
export function digestAll(parts: Iterable<string | Buffer>): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) {
    hash.update(`${Buffer.byteLength(part)}:`);
    hash.update(part);
  }
  return hash.digest('hex');
}

/** JSON with object keys sorted, so equal data hashes equal whatever order its keys arrived in. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}
