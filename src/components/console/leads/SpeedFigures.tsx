import { useEffect, useState } from 'react';
import { durationLabel, type SpeedToLead } from '../../../lib/inbox/inbox-vocabulary.ts';
import type { InboxApi } from './inbox-api.ts';

/** The dealer's speed to lead over the last 30 days (rule: leads.speed-to-lead), fetched again when `refresh` changes. */
export function SpeedFigures({ api, refresh }: { api: InboxApi; refresh: number }) {
  const [speed, setSpeed] = useState<(SpeedToLead & { days: number }) | null>(null);
  useEffect(() => {
    api.speed().then(setSpeed, () => setSpeed(null));
  }, [api, refresh]);
  if (!speed) return null;
  return (
    <dl className="inbox-speed" aria-label={`Speed to lead, last ${speed.days} days`}>
      <div>
        <dt>Median first touch</dt>
        <dd data-figure="median">{speed.median_seconds === null ? '–' : durationLabel(speed.median_seconds)}</dd>
      </div>
      <div>
        <dt>Within 5 minutes</dt>
        <dd data-figure="share">{speed.share_within_5_minutes === null ? '–' : `${Math.round(speed.share_within_5_minutes * 100)}%`}</dd>
      </div>
      <div>
        <dt>Leads</dt>
        <dd>{speed.leads}</dd>
      </div>
    </dl>
  );
}
