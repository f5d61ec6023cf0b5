import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { STRINGS } from '../../lib/strings.ts';
import type { AvailabilityAnswer } from '../../lib/test-drive/availability-answer.ts';
import TestDriveTimes, { type TestDriveTimesProps } from './TestDriveTimes.tsx';

const answer: AvailabilityAnswer = {
  car_id: 'A1',
  location: { id: 1101, name: 'Harbour City Mazda', slug: 'harbour-city-mazda' },
  time_zone: 'Australia/Sydney',
  slot_minutes: 30,
  days: [
    { date: '2026-03-02', label: 'Mon 2 Mar', slots: [{ dateTime: '2026-03-02T10:00', label: '10:00am' }] },
    {
      date: '2026-03-03',
      label: 'Tue 3 Mar',
      slots: [
        { dateTime: '2026-03-03T08:30', label: '8:30am' },
        { dateTime: '2026-03-03T09:00', label: '9:00am' },
      ],
    },
  ],
};

const render = (over: Partial<TestDriveTimesProps>) =>
  renderToStaticMarkup(<TestDriveTimes formId="f" carId="A1" value="" errors={undefined} onChange={() => {}} {...over} />);

describe('TestDriveTimes', () => {
  it('says it is checking the times until the slots arrive, and that none can be booked when there are none', () => {
    expect(render({})).toContain(`<p role="status">${STRINGS.testDriveCheckingTimes}</p>`);
    expect(render({ initial: null })).toContain(STRINGS.testDriveNoTimes);
    expect(render({ initial: { ...answer, days: [] } })).toContain(STRINGS.testDriveNoTimes);
    // The same form books a motorcycle's test ride and a caravan's inspection (test_drive.offer): its words name neither.
    expect(
      render({ initial: null })
        .replace(/<[^>]+>/g, ' ')
        .toLowerCase(),
    ).not.toMatch(/test.drive|\bcar\b/);
  });

  it('offers the open days, then the times of the chosen day, each select labelled', () => {
    const empty = render({ initial: answer });
    expect(empty).toContain(`<label for="f-datetime">${STRINGS.testDrivePreferredDate}</label>`);
    expect(empty).toContain('<option value="2026-03-03">Tue 3 Mar</option>');
    expect(empty).not.toContain('f-datetime-time');
    expect(empty).toContain(STRINGS.testDriveTimesHint('Harbour City Mazda'));

    const chosen = render({ initial: answer, value: '2026-03-03T09:00' });
    expect(chosen).toContain(`<label for="f-datetime-time">${STRINGS.testDrivePreferredTime}</label>`);
    expect(chosen).toContain('<option value="2026-03-03" selected="">Tue 3 Mar</option>');
    expect(chosen).toContain('<option value="2026-03-03T09:00" selected="">9:00am</option>');
    expect(chosen).not.toContain('2026-03-02T10:00');
  });

  it("shows the lead API's refusal with both selects, which name it", () => {
    const html = render({ initial: answer, value: '2026-03-03T09:00', errors: [STRINGS.testDriveSlotTaken] });
    expect(html).toContain(`<p class="lf-error" id="f-datetime-error">${STRINGS.testDriveSlotTaken}</p>`);
    expect(html.match(/aria-invalid="true" aria-describedby="f-datetime-error"/g)).toHaveLength(2);
  });
});
