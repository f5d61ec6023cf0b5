import type { LookupVehicle } from '../../../lib/trade-in/eval-expert-contract.ts';
import type { LookupEntry } from '../../../lib/trade-in/lookup-table.ts';

/** Finds the vehicle behind a rego (enter-vin) or a VIN and chosen description (manual-entry). */
export type VehicleLookup = {
  readonly name: 'embedded' | 'remote';
  /** null when nothing matches (the no-match panel). */
  byRego(rego: string, state: string): Promise<LookupEntry | null>;
  /** The vehicle of a VIN, narrowed to `description` when the VIN has several; null when unknown. */
  byVin(vin: string, description: string): Promise<LookupVehicle | null>;
};

/** The lookup could not be asked (provider down, refusing or answering nonsense): 503, try again. */
export class LookupUnavailableError extends Error {}

export const sameDescription = (a: string, b: string): boolean => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();
