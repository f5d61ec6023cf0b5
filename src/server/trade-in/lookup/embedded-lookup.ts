import fs from 'node:fs';
import { lookupTableFromFeed, type LookupTable } from '../../../lib/trade-in/lookup-table.ts';
import { regoKey } from '../../../lib/trade-in/rego.ts';
import { LookupUnavailableError, sameDescription, type VehicleLookup } from './vehicle-lookup.ts';

/**
 * The default lookup: a table derived from the sample stock feed (every car with a regplate
 * resolves by rego and state; see lookupTableFromFeed), read once on first use.
 */
export function embeddedLookup(feedFile: string): VehicleLookup {
  let table: LookupTable | null = null;
  const load = (): LookupTable => {
    if (table) return table;
    let records: unknown;
    try {
      records = JSON.parse(fs.readFileSync(feedFile, 'utf8'));
    } catch (error) {
      throw new LookupUnavailableError(`the embedded vehicle lookup reads ${feedFile} (npm run stock:generate writes it): ${(error as Error).message}`);
    }
    if (!Array.isArray(records)) throw new LookupUnavailableError(`${feedFile}: expected a JSON array of car records`);
    table = lookupTableFromFeed(records);
    return table;
  };
  return {
    name: 'embedded',
    async byRego(rego, state) {
      return load().byRego.get(regoKey(rego, state)) ?? null;
    },
    async byVin(vin, description) {
      const entry = load().byVin.get(vin.toUpperCase());
      if (!entry) return null;
      if (entry.kind === 'vehicle') return entry.vehicle;
      return entry.candidates.find((c) => sameDescription(c.Description, description))?.vehicle ?? null;
    },
  };
}
