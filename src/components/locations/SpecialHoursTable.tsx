import { specialHoursFrom, type SpecialHoursEntry } from '../../lib/hours/opening-hours.ts';
import { STRINGS } from '../../lib/strings.ts';

type Department = keyof typeof STRINGS.locationTypes;
const departmentLabel = (department: string | null) =>
  department && department in STRINGS.locationTypes ? STRINGS.locationTypes[department as Department] : '';

/** Special hours from today on, today's row labelled 'Today'; nothing when none are coming up. */
export default function SpecialHoursTable({ entries, today, caption }: { entries: readonly SpecialHoursEntry[]; today: string; caption: string }) {
  const rows = specialHoursFrom(entries, today);
  if (rows.length === 0) return null;
  return (
    <table className="hours-table special-hours">
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.date}-${row.department ?? ''}`} className={row.label === STRINGS.today ? 'is-today' : undefined}>
            <th scope="row">
              <time dateTime={row.date}>{row.label}</time>
            </th>
            <td>{departmentLabel(row.department)}</td>
            <td>{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
