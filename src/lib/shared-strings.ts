/** Strings longer than this are taken to be one car's own (a description, comments) and left as they are. */
const MAX_SHARED_LENGTH = 200;

/**
 * Makes equal short strings in `value` one string, in place, and returns it. JSON.parse gives every
 * occurrence its own copy, and a dealer's stock repeats the same values car after car (features,
 * colours, makes and models, locations, image paths, times): at 20,000 cars those copies were about
 * a third of a render process's live heap. `table` may be shared by several calls (a warm render
 * process reads the cars of later builds into the same one).
 */
export function shareStrings<T>(value: T, table: Map<string, string> = new Map()): T {
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string') {
      if (node.length > MAX_SHARED_LENGTH) return node;
      const known = table.get(node);
      if (known !== undefined) return known;
      table.set(node, node);
      return node;
    }
    if (node === null || typeof node !== 'object') return node;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) node[i] = visit(node[i]);
      return node;
    }
    const record = node as Record<string, unknown>;
    for (const key in record) record[key] = visit(record[key]);
    return node;
  };
  return visit(value) as T;
}
