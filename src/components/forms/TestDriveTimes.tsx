import { useEffect, useState } from 'react';
import { FORM_COPY } from '../../lib/leads/copy.ts';
import { FIELD, type FieldValue } from '../../lib/leads/form-fields.ts';
import { STRINGS } from '../../lib/strings.ts';
import { APPOINTMENT_AVAILABILITY_PATH, AvailabilityAnswerSchema, type AvailabilityAnswer } from '../../lib/test-drive/availability-answer.ts';
import { errorId, fieldId } from './field-id.ts';

export interface TestDriveTimesProps {
  formId: string;
  carId: string;
  value: FieldValue;
  errors: readonly string[] | undefined;
  onChange: (name: string, value: FieldValue) => void;
  /** The answer to show instead of asking the server (server rendering, tests). */
  initial?: AvailabilityAnswer | null;
}

type Times = { state: 'loading' } | { state: 'none' } | { state: 'ready'; answer: AvailabilityAnswer };

async function fetchTimes(carId: string): Promise<Times> {
  try {
    const response = await fetch(`${APPOINTMENT_AVAILABILITY_PATH}?car_id=${encodeURIComponent(carId)}`, { headers: { accept: 'application/json' } });
    if (!response.ok) return { state: 'none' };
    const answer = AvailabilityAnswerSchema.safeParse(await response.json());
    return answer.success && answer.data.days.length > 0 ? { state: 'ready', answer: answer.data } : { state: 'none' };
  } catch {
    return { state: 'none' };
  }
}

const timesOf = (initial: AvailabilityAnswer | null | undefined): Times =>
  initial === undefined ? { state: 'loading' } : initial && initial.days.length > 0 ? { state: 'ready', answer: initial } : { state: 'none' };

/**
 * The test drive's preferred time as the car's open slots: a date, then a time on it, both native
 * selects (labelled, keyboard operable). The slots come from the appointment-availability call and
 * are asked for again whenever the lead API refuses the chosen time (booked meanwhile). Choosing
 * no date sends no time: the dateTime stays optional.
 */
export default function TestDriveTimes({ formId, carId, value, errors, onChange, initial }: TestDriveTimesProps) {
  const [times, setTimes] = useState<Times>(() => timesOf(initial));
  const chosen = typeof value === 'string' ? value : '';
  const [date, setDate] = useState(chosen.slice(0, 10));
  const refused = errors !== undefined && errors.length > 0;
  useEffect(() => {
    if (initial !== undefined) return;
    let live = true;
    void fetchTimes(carId).then((next) => {
      if (live) setTimes(next);
    });
    return () => {
      live = false;
    };
  }, [carId, initial, errors]);

  const id = fieldId(formId, FIELD.dateTime);
  const described = refused ? { 'aria-invalid': true, 'aria-describedby': errorId(formId, FIELD.dateTime) } : {};
  const day = times.state === 'ready' ? times.answer.days.find((d) => d.date === date) : undefined;
  const pickDate = (next: string) => {
    setDate(next);
    onChange(FIELD.dateTime, '');
  };
  return (
    <fieldset className="lf-field lf-times" data-field={FIELD.dateTime} data-testid="test-drive-times">
      <legend>{FORM_COPY.dateTime}</legend>
      {times.state === 'loading' ? (
        <p role="status">{STRINGS.testDriveCheckingTimes}</p>
      ) : times.state === 'none' ? (
        <p role="status">{STRINGS.testDriveNoTimes}</p>
      ) : (
        <>
          <p className="lf-hint">{STRINGS.testDriveTimesHint(times.answer.location.name)}</p>
          <label htmlFor={id}>{STRINGS.testDrivePreferredDate}</label>
          <select id={id} value={date} onChange={(e) => pickDate(e.target.value)} {...described}>
            <option value="">{STRINGS.testDriveAnyDate}</option>
            {times.answer.days.map((d) => (
              <option key={d.date} value={d.date}>
                {d.label}
              </option>
            ))}
          </select>
          {date !== '' ? (
            <>
              <label htmlFor={`${id}-time`}>{STRINGS.testDrivePreferredTime}</label>
              <select id={`${id}-time`} name={FIELD.dateTime} value={chosen} onChange={(e) => onChange(FIELD.dateTime, e.target.value)} {...described}>
                <option value="">{STRINGS.testDriveChooseTime}</option>
                {(day?.slots ?? []).map((slot) => (
                  <option key={slot.dateTime} value={slot.dateTime}>
                    {slot.label}
                  </option>
                ))}
              </select>
            </>
          ) : null}
        </>
      )}
      {refused ? (
        <p className="lf-error" id={errorId(formId, FIELD.dateTime)}>
          {errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
