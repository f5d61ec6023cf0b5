import { useId, useState } from 'react';
import type { HoursChoice } from '../../lib/locations/location-hours.ts';
import { STRINGS } from '../../lib/strings.ts';
import { reactIsland } from '../react-island.ts';
import { HolidayHoursDialog, type HolidayHoursProps } from './HolidayHoursDialog.tsx';
import SpecialHoursTable from './SpecialHoursTable.tsx';
import { useDealerToday } from './use-dealer-today.ts';

/**
 * A location page's opening hours (rule: locations.opening-hours): the table for the location type picked
 * in the selector, that location's special hours with 'Today' for the dealer's current date, and
 * the holiday opening hours dialog.
 */
export default reactIsland(function OpeningHours({ tabs, timeZone, builtDate }: { tabs: HoursChoice[] } & Omit<HolidayHoursProps, 'holidays'>) {
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  const today = useDealerToday(timeZone, builtDate);
  const selectId = useId();
  const tab = tabs.find((t) => t.id === selected) ?? tabs[0];
  if (!tab) return null;
  return (
    <div className="opening-hours">
      {tabs.length > 1 && (
        <p className="hours-select">
          <label htmlFor={selectId}>{STRINGS.openingHoursFor}</label>
          <select id={selectId} value={tab.id} onChange={(e) => setSelected(e.currentTarget.value)}>
            {tabs.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </select>
        </p>
      )}
      <table className="hours-table">
        <caption className="visually-hidden">{`${STRINGS.openingHours}: ${tab.label}`}</caption>
        <thead>
          <tr>
            <th scope="col">{STRINGS.day}</th>
            <th scope="col">{STRINGS.hours}</th>
          </tr>
        </thead>
        <tbody>
          {tab.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <SpecialHoursTable entries={tab.special} today={today} caption={STRINGS.specialHours} />
      <HolidayHoursDialog holidays={tabs.map((t) => ({ location: t.name, entries: t.special }))} today={today} />
    </div>
  );
});
