import type { FieldErrors } from '../../lib/field-errors.ts';

// Names that reach an object's prototype when a body is merged, spread or assigned into another
// object: no request body of ours has a use for them, so none is accepted anywhere in one.
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The dotted paths (`userData.__proto__`, `items.0.constructor`) of every `__proto__`,
 * `constructor` or `prototype` key in a parsed JSON value, at any depth. Walks with a stack of its
 * own, so a deeply nested body cannot overflow the call stack.
 */
function prototypeKeyPaths(value: unknown): string[] {
  const found: string[] = [];
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: node, path } = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    for (const key of Object.keys(node)) {
      const at = path ? `${path}.${key}` : key;
      if (PROTOTYPE_KEYS.has(key)) found.push(at);
      pending.push({ value: (node as Record<string, unknown>)[key], path: at });
    }
  }
  return found.sort();
}

/** `fields` naming every such key by its path with `This field name is not allowed.` (empty when there is none). */
export function prototypeKeyFields(value: unknown): FieldErrors {
  return Object.fromEntries(prototypeKeyPaths(value).map((path) => [path, ['This field name is not allowed.']]));
}
