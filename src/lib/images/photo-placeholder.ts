/**
 * The photo-coming-soon placeholder a car without photos shows wherever its photo would be: the
 * listing and home cards, favourites, compare, similar cars and the car page (rule: stock.no-photo).
 */

/** 'logo': the dealer's logo on its brand colour; 'silhouette': a silhouette of the car's body type. */
export type NoPhotoStyle = 'logo' | 'silhouette';

export type Silhouette = 'sedan' | 'hatch' | 'suv' | 'ute' | 'van' | 'coupe' | 'truck' | 'caravan' | 'motorcycle';

type Maybe<T> = T | null | undefined;

/** The body fields a car, a stock document or a listing document may carry. */
export type BodySource = {
  item_type?: Maybe<string>;
  simple_body?: Maybe<string>;
  body?: Maybe<string>;
  bodyconfiguration?: Maybe<string>;
};

/** First match wins: the vehicle type, then the most telling body words, a sedan when nothing says. */
const SHAPE_WORDS: ReadonlyArray<readonly [Silhouette, RegExp]> = [
  ['motorcycle', /\b(motor ?cycle|motorbike|scooter)\b/],
  ['caravan', /\b(caravan|camper|motor ?home|pop ?top|fifth wheel)\b/],
  ['ute', /\b(ute|utility|cab ?chassis|cabchassis|pick ?up|tray)\b/],
  ['truck', /\b(truck|prime mover|tipper)\b/],
  ['van', /\b(van|bus|people ?mover|peoplemover)\b/],
  ['suv', /\b(suv|4x4|wagon)\b/],
  ['hatch', /\b(hatch|hatchback)\b/],
  ['coupe', /\b(coupe|convertible|cabriolet|roadster)\b/],
];

/** The silhouette for a car: its item type first (caravans, motorcycles), then its body words. */
export function silhouetteFor(car: BodySource): Silhouette {
  const words = [car.item_type, car.simple_body, car.body, car.bodyconfiguration]
    .filter((w): w is string => typeof w === 'string')
    .join(' ')
    .toLowerCase();
  for (const [shape, pattern] of SHAPE_WORDS) if (pattern.test(words)) return shape;
  return 'sedan';
}
