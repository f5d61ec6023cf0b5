/**
 * What a dealer's site calls its stock (search.vehicle_noun; rule: listing.vehicle-noun). The spec's
 * words are the default, 'cars' ('Show Me N cars'); a caravan or motorcycle dealer says its own.
 */
export const VEHICLE_NOUNS = ['cars', 'caravans', 'motorcycles', 'vehicles'] as const;
export type VehicleNoun = (typeof VEHICLE_NOUNS)[number];

/** One of the noun, and the whole stock as a listing heading names it ('Vehicles for sale'). */
const WORDS: Record<VehicleNoun, { one: string; stock: string }> = {
  cars: { one: 'car', stock: 'Vehicles' },
  caravans: { one: 'caravan', stock: 'Caravans' },
  motorcycles: { one: 'motorcycle', stock: 'Motorcycles' },
  vehicles: { one: 'vehicle', stock: 'Vehicles' },
};

const number = new Intl.NumberFormat('en-AU');

/** A count in the dealer's noun: '1 car', '1,273 cars', '731 caravans'. */
export function countOf(n: number, noun: VehicleNoun): string {
  return `${number.format(n)} ${n === 1 ? WORDS[noun].one : noun}`;
}

/** The heading of the whole stock's listing: 'Vehicles for sale', 'Caravans for sale'. */
export function stockHeading(noun: VehicleNoun): string {
  return `${WORDS[noun].stock} for sale`;
}

/** A menu link to a car-type listing in the dealer's noun: 'New Cars', 'Used Vehicles' (rule: site.navigation). */
export function carTypeLinkLabel(type: 'New' | 'Demo' | 'Used', noun: VehicleNoun): string {
  return `${type} ${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
}
