import { useEffect, useState } from 'react';
import { zonedTime } from '../../lib/hours/zoned-time.ts';

/**
 * Today's date (YYYY-MM-DD) in the dealer's time zone, from the shopper's clock once the island
 * runs, so a static page built days ago still marks the right day. The server render, and the
 * first browser render that must match it, use the build's date.
 */
export function useDealerToday(timeZone: string, builtDate: string): string {
  const [today, setToday] = useState(builtDate);
  useEffect(() => setToday(zonedTime(new Date(), timeZone).date), [timeZone]);
  return today;
}
