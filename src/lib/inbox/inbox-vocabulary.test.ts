import { describe, expect, it } from 'vitest';
import { durationLabel, InboxQuerySchema, speedToLead } from './inbox-vocabulary.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 2, 2, 9, minutes)).toISOString();

describe('speed to lead (rule: leads.speed-to-lead)', () => {
  it('is the median time to first touch and the share touched within five minutes of the leads that have had five', () => {
    // Four leads: three arrived at 9:00 (two touched), one a minute ago and untouched (not yet late, so not counted either way).
    const touched = [
      { createdAt: at(0), firstTouchAt: at(2) },
      { createdAt: at(0), firstTouchAt: at(10) },
    ];
    expect(speedToLead({ leads: 4, settled: 3, touched }, new Date(at(60)))).toEqual({
      leads: 4,
      touched: 2,
      median_seconds: 360,
      share_within_5_minutes: 1 / 3,
    });
    // A lead touched within its first minute counts before its five minutes are up.
    expect(speedToLead({ leads: 1, settled: 0, touched: [{ createdAt: at(59), firstTouchAt: at(60) }] }, new Date(at(60))).share_within_5_minutes).toBe(1);
  });

  it('has no figures before any lead is touched or due', () => {
    expect(speedToLead({ leads: 0, settled: 0, touched: [] }, new Date())).toEqual({
      leads: 0,
      touched: 0,
      median_seconds: null,
      share_within_5_minutes: null,
    });
  });

  it('labels durations as staff read them', () => {
    expect([45, 200, 3600, 7500, 90_000].map(durationLabel)).toEqual(['45 s', '3 min 20 s', '1 h', '2 h 5 min', '1 d 1 h']);
  });
});

describe('the inbox query', () => {
  it('takes the filters as the inbox sends them and names a bad one', () => {
    expect(InboxQuerySchema.parse({ status: 'contacted', location: '1101', from: '2026-03-01' })).toEqual({
      status: 'contacted',
      location: 1101,
      from: '2026-03-01',
    });
    const bad = InboxQuerySchema.safeParse({ status: 'archived', from: '1 March' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0])).toEqual(['status', 'from']);
  });
});
