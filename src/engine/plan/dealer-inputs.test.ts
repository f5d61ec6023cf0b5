import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDealer } from '../../lib/dealer/load-dealer.ts';
import { dealerInputs } from './dealer-inputs.ts';

const root = path.resolve(import.meta.dirname, '../../..');

describe("a dealer's page inputs", () => {
  const dealer = loadDealer('outback-caravans', path.join(root, 'dealers'));
  const base = dealerInputs(dealer, root).digest;

  it('change with what its pages show', () => {
    const renamed = { ...dealer, config: { ...dealer.config, name: `${dealer.config.name} Group` } };
    expect(dealerInputs(renamed, root).digest).not.toBe(base);
  });

  it('stay the same when only the bucket the site is published to changes (no full rebuild for it)', () => {
    const target = { endpoint: 'http://127.0.0.1:9000', region: 'auto', bucket: 'sites', prefix: 'outback/', purge: { provider: 'record' } };
    const published = { ...dealer, config: { ...dealer.config, publish: target } } as typeof dealer;
    expect(dealerInputs(published, root).digest).toBe(base);
  });
});
