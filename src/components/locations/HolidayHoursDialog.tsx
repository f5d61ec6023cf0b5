import { useId, useRef } from 'react';
import { specialHoursFrom, type SpecialHoursEntry } from '../../lib/hours/opening-hours.ts';
import { STRINGS } from '../../lib/strings.ts';
import { reactIsland } from '../react-island.ts';
import SpecialHoursTable from './SpecialHoursTable.tsx';
import { useDealerToday } from './use-dealer-today.ts';

export interface HolidayHoursProps {
  /** Each location's special hours, in the order the locations are shown. */
  holidays: { location: string; entries: SpecialHoursEntry[] }[];
  timeZone: string;
  builtDate: string;
}

/** The button and the dialog, for a day its island works out. */
function HolidayHoursDialog({ holidays, today }: { holidays: HolidayHoursProps['holidays']; today: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const upcoming = holidays.filter((h) => specialHoursFrom(h.entries, today).length > 0);
  return (
    <>
      <button type="button" className="btn secondary" ref={openerRef} onClick={() => dialogRef.current?.showModal()}>
        {STRINGS.holidayOpeningHours}
      </button>
      <dialog ref={dialogRef} className="holiday-dialog" aria-labelledby={titleId} onClose={() => openerRef.current?.focus()}>
        <div className="holiday-dialog__head">
          <h2 id={titleId}>{STRINGS.holidayOpeningHours}</h2>
          <button type="button" className="holiday-close" aria-label={STRINGS.close} onClick={() => dialogRef.current?.close()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {upcoming.length === 0 && <p>{STRINGS.noSpecialHours}</p>}
        {upcoming.map((h) => (
          <SpecialHoursTable key={h.location} entries={h.entries} today={today} caption={h.location} />
        ))}
      </dialog>
    </>
  );
}

/** The holiday opening hours dialog (rule: locations.holiday-hours) behind its button, on its own. */
export default reactIsland(function HolidayHours({ holidays, timeZone, builtDate }: HolidayHoursProps) {
  const today = useDealerToday(timeZone, builtDate);
  return <HolidayHoursDialog holidays={holidays} today={today} />;
});

export { HolidayHoursDialog };
