import { describe, expect, it } from 'vitest';
import { STRINGS } from '../strings.ts';
import { COMMENTS_TRUNCATE_AT, dealerComments } from './comments.ts';

describe('dealer comments', () => {
  it('shows the pending notice for empty or blank comments', () => {
    for (const raw of [null, undefined, '', '   \n ']) {
      expect(dealerComments(raw)).toEqual({ kind: 'pending', text: 'Dealer comments are pending. Please check back here later.' });
    }
    expect(STRINGS.dealerCommentsPending).toBe('Dealer comments are pending. Please check back here later.');
  });

  it('keeps comments of up to 400 characters whole', () => {
    const text = 'a'.repeat(400);
    expect(dealerComments(text)).toEqual({ kind: 'full', text });
  });

  it('truncates longer comments to at most 400 characters plus an ellipsis, keeping the full text', () => {
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
    const result = dealerComments(words);
    expect(result.kind).toBe('truncated');
    if (result.kind !== 'truncated') return;
    expect(result.text).toBe(words);
    expect(result.short.endsWith('…')).toBe(true);
    const body = result.short.slice(0, -1);
    expect(body.length).toBeLessThanOrEqual(COMMENTS_TRUNCATE_AT);
    expect(words.startsWith(body)).toBe(true);
    expect(words[body.length]).toBe(' ');
  });

  it('cuts a long unbroken text at exactly 400 characters', () => {
    const result = dealerComments('x'.repeat(401));
    expect(result.kind === 'truncated' && result.short).toBe(`${'x'.repeat(400)}…`);
  });
});
