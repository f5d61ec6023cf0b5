import { STRINGS } from '../strings.ts';

/** Dealer comments longer than this are cut behind a more/less toggle. */
export const COMMENTS_TRUNCATE_AT = 400;

export type DealerComments = { kind: 'pending'; text: string } | { kind: 'full'; text: string } | { kind: 'truncated'; text: string; short: string };

/**
 * The dealer comments as shown: the pending notice when empty; the first 400 characters (cut back
 * to a word boundary where one is near, then '…') with the full text behind a toggle when longer.
 */
export function dealerComments(raw: string | null | undefined, limit = COMMENTS_TRUNCATE_AT): DealerComments {
  const text = (raw ?? '').trim();
  if (text === '') return { kind: 'pending', text: STRINGS.dealerCommentsPending };
  if (text.length <= limit) return { kind: 'full', text };
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  const short = (space > limit * 0.8 ? cut.slice(0, space) : cut).trimEnd();
  return { kind: 'truncated', text, short: `${short}…` };
}
