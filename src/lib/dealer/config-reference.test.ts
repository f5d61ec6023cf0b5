import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { REFERENCE_PATH, readSharedDefaults, renderConfigReference } from './config-reference.ts';
import { DealerConfigObjectSchema } from './dealer-config.ts';

interface Node {
  description?: string;
  properties?: Record<string, Node>;
  anyOf?: Node[];
  items?: Node;
}

function undocumented(node: Node, prefix: string, out: string[] = []): string[] {
  for (const [key, prop] of Object.entries(node.properties ?? {})) {
    const name = prefix === '' ? key : `${prefix}.${key}`;
    if (!prop.description) out.push(name);
    for (const child of [prop, ...(prop.anyOf ?? [])]) if (child.properties) undocumented(child, name, out);
    if (prop.items?.properties) undocumented(prop.items, `${name}[]`, out);
  }
  return out;
}

describe('configuration reference', () => {
  it('matches the committed docs/dealer-config.md', () => {
    expect(readFileSync(REFERENCE_PATH, 'utf8')).toBe(renderConfigReference(readSharedDefaults()));
  });

  it('is linked from the README, which does not restate it', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain('(docs/dealer-config.md)');
    expect(readme).not.toContain('#### `finance`');
  });

  it('documents every configuration key', () => {
    const probe = z.strictObject({ a: z.number().describe('A'), b: z.strictObject({ c: z.boolean() }).describe('B') });
    expect(undocumented(z.toJSONSchema(probe) as Node, '')).toEqual(['b.c']);
    const schema = z.toJSONSchema(DealerConfigObjectSchema, { io: 'input' }) as Node;
    expect(undocumented(schema, '')).toEqual([]);
  });

  it('lists every key in a table row', () => {
    const doc = renderConfigReference({});
    for (const key of [
      'finance.term.max',
      'search.popular_make_count',
      'builds.auto_promote_stock_builds',
      'listing.promos.positions',
      'stock.include_sold_cars_days',
    ]) {
      expect(doc).toContain(`| \`${key}\` |`);
    }
  });
});
