import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BlogCardSchema } from './blog-schema.ts';
import { AuDateSchema, IsoDateSchema, PhoneSchema, TimeOfDaySchema } from '../schema/fields.ts';
import { LocationSchema, LocationsFileSchema, OpeningHourSchema } from './location-schema.ts';
import { ModelSchema } from './model-schema.ts';
import { PopupSchema } from './popup-schema.ts';
import { PromoCardSchema, PromotionSchema } from './promo-schema.ts';
import { ReviewSchema, ReviewsFileSchema } from './review-schema.ts';
import { SpecialHoursSchema } from './special-hours-schema.ts';

const locations = JSON.parse(readFileSync('dealers/sunstate-motor-group/locations.json', 'utf8')) as unknown[];
const location = LocationSchema.parse(locations[0]);

const REVIEW = {
  id: 1,
  image: null,
  customer_name: 'A',
  text: 'Good',
  rating: 5,
  created_at_time_ago_in_words: '2 days',
  review_date: '29/02/2024',
  review_date_in_words: '29 February 2024',
};

describe('field formats', () => {
  it('accepts real calendar dates only', () => {
    expect(IsoDateSchema.safeParse('2024-02-29').success).toBe(true);
    expect(IsoDateSchema.safeParse('2025-02-29').success).toBe(false);
    expect(IsoDateSchema.safeParse('2025-7-4').success).toBe(false);
    expect(AuDateSchema.safeParse('04/07/2025').success).toBe(true);
    expect(AuDateSchema.safeParse('31/04/2025').success).toBe(false);
    expect(AuDateSchema.safeParse('2025-07-04').success).toBe(false);
  });

  it('accepts 24-hour times and Australian phone numbers', () => {
    expect(TimeOfDaySchema.safeParse('08:30').success).toBe(true);
    expect(TimeOfDaySchema.safeParse('24:00').success).toBe(false);
    expect(TimeOfDaySchema.safeParse('8:30').success).toBe(false);
    for (const phone of ['+61295501200', '0295501200', '1300123456', '131313']) expect(PhoneSchema.safeParse(phone).success, phone).toBe(true);
    for (const phone of ['+6129550120', '95501200', '+1 555 0100']) expect(PhoneSchema.safeParse(phone).success, phone).toBe(false);
  });
});

describe('locations', () => {
  it('parses every sample locations file', () => {
    for (const slug of ['harbour-mazda', 'outback-caravans', 'sunstate-motor-group', 'westside-used-cars']) {
      const file = JSON.parse(readFileSync(`dealers/${slug}/locations.json`, 'utf8'));
      expect(LocationsFileSchema.safeParse(file).success, slug).toBe(true);
    }
  });

  it('rejects a weekday outside 0 to 6, an Open day without times, and a repeated weekday', () => {
    expect(OpeningHourSchema.safeParse({ weekday: 7, status: 'Closed', formated_hours: 'Closed', open: null, close: null }).success).toBe(false);
    expect(OpeningHourSchema.safeParse({ weekday: 1, status: 'Open', formated_hours: '9-5', open: null, close: '17:00' }).success).toBe(false);
    expect(OpeningHourSchema.safeParse({ weekday: 1, status: 'Open', formated_hours: '9-5', open: '17:00', close: '09:00' }).success).toBe(false);
    const hours = location.contact_detail.opening_hours;
    const repeated = { ...location, contact_detail: { ...location.contact_detail, opening_hours: [...hours, hours[0]] } };
    expect(LocationSchema.safeParse(repeated).success).toBe(false);
  });

  it('requires exactly one primary location and unique ids', () => {
    const secondary = { ...location, id: 99, primary: false };
    expect(LocationsFileSchema.safeParse([location, secondary]).success).toBe(true);
    expect(LocationsFileSchema.safeParse([secondary]).success).toBe(false);
    expect(LocationsFileSchema.safeParse([location, { ...location, primary: false }]).success).toBe(false);
  });

  it('rejects unknown keys and a bad location type', () => {
    expect(LocationSchema.safeParse({ ...location, extra: 1 }).success).toBe(false);
    expect(LocationSchema.safeParse({ ...location, location_type: 'showroom' }).success).toBe(false);
    expect(LocationSchema.safeParse({ ...location, location_type: '' }).success).toBe(true);
  });
});

describe('content records', () => {
  it('validates special hours', () => {
    const closed = { status: 'Closed', date: '2025-07-04', start_hour: null, end_hour: null, department: 'service', location_name: 'X' };
    expect(SpecialHoursSchema.safeParse(closed).success).toBe(true);
    expect(SpecialHoursSchema.safeParse({ ...closed, status: 'Open' }).success).toBe(false);
    expect(SpecialHoursSchema.safeParse({ ...closed, status: 'Open', start_hour: '09:00', end_hour: '13:00' }).success).toBe(true);
  });

  it('keeps review ratings within 1 to 5 and the average as a string', () => {
    expect(ReviewSchema.safeParse(REVIEW).success).toBe(true);
    expect(ReviewSchema.safeParse({ ...REVIEW, rating: 6 }).success).toBe(false);
    expect(ReviewSchema.safeParse({ ...REVIEW, rating: 4.5 }).success).toBe(false);
    expect(ReviewsFileSchema.safeParse({ aggregate: { count: 662, average_rating: '4.6' }, reviews: [REVIEW] }).success).toBe(true);
    expect(ReviewsFileSchema.safeParse({ aggregate: { count: 662, average_rating: 4.6 }, reviews: [] }).success).toBe(false);
  });

  it('fills promo card defaults and rejects start after expiry', () => {
    const card = PromoCardSchema.parse({ start: '2026-01-01', expiry: '2026-12-31', node: { image: '/a.svg', alt: 'A', link: '/offers' } });
    expect(card).toMatchObject({ position: null, display: [], strictDisplay: false, node: { background: null } });
    expect(PromoCardSchema.safeParse({ ...card, start: '2027-01-01' }).success).toBe(false);
    expect(PromotionSchema.safeParse({ start: '2024-12-23', expiry: '2026-12-31', imageUrl: '/b.svg', alt: 'B' }).success).toBe(true);
    expect(PromotionSchema.safeParse({ start: '2024-12-23', expiry: '2026-12-31', imageUrl: 'b.svg', alt: 'B' }).success).toBe(false);
  });

  it('validates models, popups and blog cards', () => {
    const model = {
      name: '3',
      slug: 'mazda3',
      new_slug: null,
      override_url: null,
      manufacturer_name: 'Mazda',
      image: { url: '/m.svg' },
      cloudfront_new_image_url: null,
      short_description: '',
      from_price: 32990,
      status: 'new',
      body: ['cars'],
      manufacturer_body: 'Hatch',
      manufacturer_body2: null,
      manufacturer_body3: null,
    };
    expect(ModelSchema.safeParse(model).success).toBe(true);
    expect(ModelSchema.safeParse({ ...model, status: 'sold' }).success).toBe(false);
    expect(ModelSchema.safeParse({ ...model, body: [] }).success).toBe(false);
    const popup = { image: '/p.svg', title: 'T', description: '', button: { text: 'Go', href: '/offers' }, expiry: '2027-01-31' };
    expect(PopupSchema.safeParse(popup).success).toBe(true);
    expect(PopupSchema.safeParse({ ...popup, button: 'Go' }).success).toBe(false);
    expect(BlogCardSchema.safeParse({ href: '/blog/a', heading: 'A', image: '/a.svg', description: 'x', date: '2026-10-14' }).success).toBe(true);
    expect(BlogCardSchema.safeParse({ href: '/blog/a', heading: 'A', image: '/a.svg', description: 'x', date: '14/10/2026' }).success).toBe(false);
  });
});
