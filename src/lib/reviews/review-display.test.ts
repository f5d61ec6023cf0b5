import { describe, expect, it } from 'vitest';
import type { ReviewsFile } from '../content/review-schema.ts';
import { ratingText, reviewText, showsRating, shownReviews, starFills } from './review-display.ts';

const review = (id: number | string) => ({
  id,
  image: null,
  customer_name: `Customer ${id}`,
  text: 'Good',
  rating: 5,
  created_at_time_ago_in_words: '2 weeks',
  review_date: '07/11/2026',
  review_date_in_words: '7 November 2026',
});
const file = (average: string, ids: (number | string)[]): ReviewsFile => ({ aggregate: { count: 662, average_rating: average }, reviews: ids.map(review) });
const on = { min_rating: 4, hidden_ids: [] as (number | string)[], limit: 12 };

describe('star rating', () => {
  it('fills up to four full stars and one partial star', () => {
    expect(starFills(4.6)).toEqual([1, 1, 1, 1, 0.6]);
    expect(starFills(3.2)).toEqual([1, 1, 1, 0.2, 0]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
  });
  it('shows the average with one decimal', () => {
    expect(ratingText('4.6')).toBe('4.6');
    expect(ratingText('5')).toBe('5.0');
    expect(ratingText(4.25)).toBe('4.3');
  });
});

describe('which reviews show', () => {
  it('shows nothing unless the average exceeds the minimum', () => {
    expect(shownReviews(file('4.0', [1]), on)).toBeNull();
    expect(shownReviews(file('4.1', [1]), on)?.reviews).toHaveLength(1);
    expect(shownReviews(file('4.6', [1]), { ...on, min_rating: 4.6 })).toBeNull();
    expect(showsRating({ average_rating: '4.2', count: 3 }, { ...on, min_rating: 4.5 })).toBe(false);
    expect(showsRating({ average_rating: '4.7', count: 3 }, { ...on, min_rating: 4.5 })).toBe(true);
  });
  it('shows nothing when reviews are off or missing', () => {
    expect(shownReviews(file('4.9', [1]), false)).toBeNull();
    expect(shownReviews(null, on)).toBeNull();
    expect(showsRating(null, on)).toBe(false);
  });
  it('leaves hidden ids out, matching numbers and strings, then keeps at most the limit', () => {
    const shown = shownReviews(file('4.6', [1, 2, 'g-3', 4, 5]), { ...on, hidden_ids: ['2', 'g-3'], limit: 2 });
    expect(shown?.reviews.map((r) => r.id)).toEqual([1, 4]);
    expect(shown?.aggregate).toEqual({ count: 662, average_rating: '4.6' });
  });
});

describe('reviewText', () => {
  it("shows a review's words as meant: platform markup dropped, character references read", () => {
    expect(reviewText('Pricing matched the <b>quote</b> to the cent.')).toBe('Pricing matched the quote to the cent.');
    expect(reviewText('Great&nbsp;service &amp; friendly<br/>staff &#8211; 5 stars &lt;3')).toBe('Great service & friendly staff – 5 stars <3');
  });

  it('leaves text that is not markup as it is', () => {
    expect(reviewText('Price < $30k and > expected & fair')).toBe('Price < $30k and > expected & fair');
    expect(reviewText('Ask for &unknown; please')).toBe('Ask for &unknown; please');
  });
});
