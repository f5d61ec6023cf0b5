export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export function isPlainObject(value: unknown): value is { [key: string]: JsonValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Overrides merged over defaults: objects merge key by key, everything else (arrays, scalars,
 * `false` for a switch, null) replaces. Neither input is modified.
 */
export function deepMerge(defaults: JsonValue, overrides: JsonValue): JsonValue {
  if (!isPlainObject(defaults) || !isPlainObject(overrides)) return overrides;
  const merged: { [key: string]: JsonValue } = { ...defaults };
  for (const [key, value] of Object.entries(overrides)) {
    const base = merged[key];
    merged[key] = base === undefined ? value : deepMerge(base, value);
  }
  return merged;
}

/** Whether `path` names a value present in `value` (array indexes as numbers). */
export function hasPath(value: JsonValue, path: readonly PropertyKey[]): boolean {
  let current: JsonValue | undefined = value;
  for (const key of path) {
    if (Array.isArray(current) && typeof key === 'number') current = current[key];
    else if (isPlainObject(current) && typeof key === 'string' && Object.hasOwn(current, key)) current = current[key];
    else return false;
  }
  return current !== undefined;
}
