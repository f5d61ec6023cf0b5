import { describe, expect, it } from 'vitest';
import { LeadsConfigSchema } from '../dealer/config-leads.ts';
import { loadAllDealers } from '../dealer/load-dealer.ts';
import { leadDestinations, storeOnlyLines, STORE_ONLY } from './lead-destinations.ts';

const { dealers } = loadAllDealers('dealers');
const harbour = dealers.find((d) => d.slug === 'harbour-mazda')!;

describe('where a dealer’s leads go', () => {
  it('names each destination a dealer forwards to', () => {
    expect(leadDestinations(harbour.config.leads)).toEqual(['ADF e-mail to leads@harbourcitymazda.example']);
    const both = LeadsConfigSchema.parse({
      forward: { email: { to: ['a@x.example', 'b@x.example'] }, webhook: { url: 'https://crm.example/in', secret_env: 'CRM_SECRET' } },
    });
    expect(leadDestinations(both)).toEqual(['ADF e-mail to a@x.example, b@x.example', 'signed webhook to https://crm.example/in']);
  });

  it('names a dealer without leads.forward as keeping its leads in the store only, and no dealer that forwards', () => {
    const unforwarded = { slug: 'quiet-motors', config: { ...harbour.config, leads: LeadsConfigSchema.parse({}) } };
    expect(leadDestinations(unforwarded.config.leads)).toEqual([]);
    expect(storeOnlyLines([...dealers, unforwarded])).toEqual([
      `! quiet-motors: ${STORE_ONLY} (no leads.forward in dealers/quiet-motors/dealer.json; see docs/leads.md)`,
    ]);
  });
});
