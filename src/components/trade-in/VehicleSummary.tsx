import { STRINGS } from '../../lib/strings.ts';

const SPECS: readonly [label: string, fields: readonly string[]][] = [
  ['Body', ['Body']],
  ['Transmission', ['Transmission']],
  ['Cylinders', ['Cylinders']],
  ['Build date', ['BuildMth', 'BuildYr']],
  ['Compliance date', ['CompMth', 'CompYr']],
  ['VIN', ['VIN']],
];

const shown = (value: unknown): string | null => (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? String(value) : null);

/** The found vehicle on 'Your Details': its description, then the specs the lookup knew. */
export default function VehicleSummary({ description, item }: { description: string; item: Record<string, unknown> }) {
  const rows = SPECS.flatMap(([label, fields]) => {
    const parts = fields.map((f) => shown(item[f]));
    return parts.every((p) => p !== null) ? [[label, parts.join('/')] as const] : [];
  });
  return (
    <section className="ti-vehicle-summary" aria-labelledby="trade-in-vehicle-heading" data-testid="trade-in-vehicle">
      <h3 id="trade-in-vehicle-heading">{STRINGS.tradeInYourVehicle}</h3>
      <p className="ti-vehicle">{description}</p>
      {rows.length > 0 ? (
        <dl className="ti-specs">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
