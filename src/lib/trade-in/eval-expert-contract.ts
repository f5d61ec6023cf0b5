/**
 * The eval-expert calls' answers (rules: trade-in.lookup-result, trade-in.lookup-calls), shared by the server
 * and the island that reads them. Every call answers a list; its first item carries the vehicle.
 */

/** The vehicle a rego, VIN or chosen description resolved to. Unknown specs are null. */
export type LookupVehicle = {
  VIN: string | null;
  Body: string | null;
  Transmission: string | null;
  Cylinders: number | null;
  CompMth: number | null;
  CompYr: number | null;
  BuildMth: number | null;
  BuildYr: number | null;
  Make: string | null;
  Model: string | null;
  Variant: string | null;
  Year: number | null;
};

/** A vehicle with the fields given, every other spec unknown (null). */
export const lookupVehicle = (v: Partial<LookupVehicle>): LookupVehicle => ({
  VIN: null,
  Body: null,
  Transmission: null,
  Cylinders: null,
  CompMth: null,
  CompYr: null,
  BuildMth: null,
  BuildYr: null,
  Make: null,
  Model: null,
  Variant: null,
  Year: null,
  ...v,
});

type CandidateDescription = { Description: string };

/** One item of an eval-expert answer: EvalID once a valuation exists, candidates when the rego is ambiguous. */
export type EvalItem = LookupVehicle & { EvalID: string | null; Descriptions: CandidateDescription[] };

/**
 * The two spellings of the candidate list a reader accepts: `Descriptions` (PascalCase like every
 * other vehicle field; what this server sends) and `descriptions` (camelCase, as some providers
 * send it). The first one present wins.
 */
const CANDIDATE_LIST_NAMES = ['Descriptions', 'descriptions'] as const;

/** `value` as an object's fields; null for anything else (arrays too). */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The candidate descriptions of an answer's item under either spelling; [] when it has none. */
export function candidateDescriptions(item: unknown): string[] {
  const fields = asRecord(item);
  if (!fields) return [];
  const list = CANDIDATE_LIST_NAMES.map((name) => fields[name]).find(Array.isArray);
  if (!list) return [];
  return list.flatMap((entry) => {
    const description = typeof entry === 'string' ? entry : asRecord(entry)?.['Description'];
    return typeof description === 'string' && description.trim() !== '' ? [description.trim()] : [];
  });
}

/** What step 1 does with an enter-vin answer (rule: trade-in.steps): choose a candidate, go on with the EvalID, or show the no-match panel. */
export type LookupOutcome = { kind: 'candidates'; descriptions: string[]; vin: string | null } | { kind: 'valuation'; evalId: string } | { kind: 'none' };

export function lookupOutcome(answer: unknown): LookupOutcome {
  const first = Array.isArray(answer) ? asRecord(answer[0]) : null;
  if (!first) return { kind: 'none' };
  const descriptions = candidateDescriptions(first);
  if (descriptions.length > 0) return { kind: 'candidates', descriptions, vin: typeof first['VIN'] === 'string' ? first['VIN'] : null };
  const evalId = first['EvalID'];
  if ((typeof evalId === 'string' && evalId !== '') || typeof evalId === 'number') return { kind: 'valuation', evalId: String(evalId) };
  return { kind: 'none' };
}

/** One line naming a vehicle, as the candidates and the 'Your Details' step show it. */
export function vehicleDescription(v: Pick<LookupVehicle, 'Year' | 'Make' | 'Model' | 'Variant' | 'Body' | 'Transmission'>): string {
  return [v.Year, v.Make, v.Model, v.Variant, v.Body, v.Transmission].filter((part) => part !== null && part !== '').join(' ');
}
