/** Wall-clock date and time of an instant in an IANA time zone. */
export interface ZonedTime {
  /** YYYY-MM-DD */
  date: string;
  /** 0 Sunday to 6 Saturday */
  weekday: number;
  /** Minutes since midnight. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function zonedTime(now: Date, timeZone: string): ZonedTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const year = Number(parts['year']);
  const month = Number(parts['month']);
  const day = Number(parts['day']);
  return {
    date: `${parts['year']}-${parts['month']}-${parts['day']}`,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    minutes: (Number(parts['hour']) % 24) * 60 + Number(parts['minute']),
  };
}

/**
 * Minutes since midnight from '08:30', '8:30am', '5pm', '17:30:00' or an ISO timestamp's wall
 * time ('2000-01-01T08:30:00+10:00'); null when unreadable.
 */
export function parseClockTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const text = value.includes('T') ? (value.split('T')[1] ?? '') : value;
  const match = /^\s*(\d{1,2})(?:[:.](\d{2}))?(?::\d{2}(?:\.\d+)?)?\s*([ap])?\.?m?\.?/i.exec(text);
  if (!match?.[1]) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const meridiem = match[3]?.toLowerCase();
  if (meridiem === 'p' && hours < 12) hours += 12;
  if (meridiem === 'a' && hours === 12) hours = 0;
  if (hours > 24 || minutes > 59) return null;
  return hours * 60 + minutes;
}
