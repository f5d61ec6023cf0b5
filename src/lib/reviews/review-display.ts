import type { ReviewsFile } from '../content/review-schema.ts';
import type { ContentConfig } from '../dealer/config-content.ts';

type ReviewsSwitch = ContentConfig['reviews'];
type Review = ReviewsFile['reviews'][number];

export interface RatingAggregate {
  average_rating: string;
  count: number;
}

/** Stars drawn for a rating. */
const STARS = 5;

/** A rating shows only when reviews are on and its average exceeds the dealer's minimum (rule: locations.reviews). */
export function showsRating(aggregate: RatingAggregate | null | undefined, reviews: ReviewsSwitch): aggregate is RatingAggregate {
  if (reviews === false || !aggregate) return false;
  return Number(aggregate.average_rating) > reviews.min_rating;
}

/** The reviews a shopper sees: none under the minimum, hidden ids left out, at most `limit`. */
export function shownReviews(file: ReviewsFile | null, reviews: ReviewsSwitch): { aggregate: RatingAggregate; reviews: Review[] } | null {
  if (reviews === false || !file || !showsRating(file.aggregate, reviews)) return null;
  const hidden = new Set(reviews.hidden_ids.map(String));
  const shown = file.reviews.filter((r) => !hidden.has(String(r.id))).slice(0, reviews.limit);
  return { aggregate: file.aggregate, reviews: shown };
}

/**
 * How much of each of the five stars is filled: full stars up to the whole part of the rating,
 * then one partial star for its fraction (4.6 → four full stars and one 60% star).
 */
export function starFills(rating: number): number[] {
  return Array.from({ length: STARS }, (_, i) => Math.round(Math.min(1, Math.max(0, rating - i)) * 100) / 100);
}

/** The average as shown, with one decimal ('4.6', '5.0'). */
export function ratingText(average: string | number): string {
  return (Math.round(Number(average) * 10) / 10).toFixed(1);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A review's words as its writer meant them: review platforms export some texts with the markup of
 * their own pages (`<b>quote</b>`, `<br>`, `&amp;`), which escaped would show as typed. Tags are
 * dropped (a line break kept as a space) and character references read; what is left is still shown
 * as text, escaped, never as HTML.
 */
export function reviewText(text: string): string {
  return text
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
