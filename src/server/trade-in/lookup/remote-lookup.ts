import { asRecord, candidateDescriptions, type LookupVehicle } from '../../../lib/trade-in/eval-expert-contract.ts';
import { LookupUnavailableError, type VehicleLookup } from './vehicle-lookup.ts';
import type { Environment } from '../../../lib/environment/environment.ts';

type Env = Partial<Pick<Environment, 'TRADE_IN_LOOKUP_URL' | 'TRADE_IN_LOOKUP_KEY'>>;

export type RemoteLookupSettings = { url: string; key: string; timeoutMs?: number };

const TEXT_FIELDS = ['VIN', 'Body', 'Transmission', 'Make', 'Model', 'Variant'] as const;
const NUMBER_FIELDS = ['Cylinders', 'CompMth', 'CompYr', 'BuildMth', 'BuildYr', 'Year'] as const;

function number(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
}

/** The vehicle fields of a provider's item; null when it names no vehicle at all. */
function vehicleOf(item: Record<string, unknown>): LookupVehicle | null {
  const vehicle = {} as LookupVehicle;
  for (const field of TEXT_FIELDS) vehicle[field] = typeof item[field] === 'string' && item[field].trim() !== '' ? item[field].trim() : null;
  for (const field of NUMBER_FIELDS) vehicle[field] = number(item[field]);
  return vehicle.VIN || vehicle.Make ? vehicle : null;
}

/**
 * A vehicle-data provider speaking the eval-expert calls (rule: trade-in.lookup-calls) at TRADE_IN_LOOKUP_URL:
 * `POST <url>/enter-vin` {rego, state} and `POST <url>/manual-entry` {vin, desc}, JSON, with the
 * key in `x-api-key`; each answers a list whose first item carries the vehicle and, for an
 * ambiguous rego, the candidates under either spelling of the list's name.
 */
export function remoteLookup(settings: RemoteLookupSettings, fetcher: typeof fetch = fetch): VehicleLookup {
  const base = settings.url.replace(/\/+$/, '');
  async function first(call: string, body: object): Promise<Record<string, unknown> | null> {
    let response: Response;
    try {
      response = await fetcher(`${base}/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': settings.key },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new LookupUnavailableError(`vehicle lookup ${call}: ${(error as Error).message}`, { cause: error });
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new LookupUnavailableError(`vehicle lookup ${call}: ${response.status}`);
    const answer: unknown = await response.json().catch(() => {
      throw new LookupUnavailableError(`vehicle lookup ${call}: the answer is not JSON`);
    });
    if (!Array.isArray(answer)) throw new LookupUnavailableError(`vehicle lookup ${call}: expected a list`);
    return asRecord(answer[0]);
  }
  return {
    name: 'remote',
    async byRego(rego, state) {
      const item = await first('enter-vin', { rego, state });
      if (!item) return null;
      const vehicle = vehicleOf(item);
      const descriptions = candidateDescriptions(item);
      if (descriptions.length > 0 && vehicle?.VIN)
        return { kind: 'candidates', vin: vehicle.VIN, candidates: descriptions.map((Description) => ({ Description, vehicle })) };
      return vehicle ? { kind: 'vehicle', vehicle } : null;
    },
    async byVin(vin, desc) {
      const item = await first('manual-entry', { vin, desc });
      return item ? vehicleOf(item) : null;
    },
  };
}

/** TRADE_IN_LOOKUP_URL and TRADE_IN_LOOKUP_KEY; null unless both are set. */
export function remoteLookupSettingsFromEnv(env: Env): RemoteLookupSettings | null {
  const url = env['TRADE_IN_LOOKUP_URL']?.trim();
  const key = env['TRADE_IN_LOOKUP_KEY']?.trim();
  return url && key ? { url, key } : null;
}
