import type { CarType } from '../../lib/inventory/vocabulary.ts';
import { groupThousands } from './format.ts';
import type { Rng } from './prng.ts';

export type CommentInput = {
  title: string;
  model: string;
  badge: string;
  colour: string;
  carType: CarType;
  itemType: string;
  km: number | null;
  features: readonly string[];
  locationName: string;
  city: string;
  stocknum: string;
  sleeps: number | null;
  atm: number | null;
  lams: boolean;
};

/** Features every car has, not worth a mention. */
const BASIC: ReadonlySet<string> = new Set([
  'Bluetooth',
  'Cruise Control',
  'LED Daytime Running Lights',
  'Cloth Seats',
  'Driver Attention Alert',
  'Reversing Camera',
  'Electric Brakes',
  'Stone Guard',
  'LED Lighting',
  'ABS',
]);

const km = (n: number) => `${groupThousands(Math.round(n))} km`;

function opener(rng: Rng, c: CommentInput): string {
  const name = `${c.model}${c.badge === '' ? '' : ` ${c.badge}`}`;
  if (c.carType === 'new')
    return rng.pick([
      `Brand new ${name} in ${c.colour}, available now for immediate delivery.`,
      `The all-new ${name} has arrived at ${c.locationName}.`,
      `Be the first owner of this new ${c.title}.`,
    ]);
  if (c.carType === 'demo')
    return rng.pick([
      `Save thousands on this ex-demonstrator ${name}, driven only by our staff.`,
      `Demo clearance: this ${c.title} has just ${km(c.km ?? 0)} and the balance of the new-car warranty.`,
    ]);
  return rng.pick([
    `This ${c.title} is ready for its new owner.`,
    `Just arrived at ${c.locationName}: a ${c.colour} ${name} with ${km(c.km ?? 0)} on the clock.`,
    `Looking for something that does it all? This ${name} ticks every box.`,
    `Well looked after ${name} in ${c.colour}, traded in at our ${c.city} dealership.`,
  ]);
}

function middle(rng: Rng, c: CommentInput): string[] {
  const sentences: string[] = [];
  const notable = c.features.filter((feature) => !BASIC.has(feature));
  const [a, b, d] = rng.sample(notable.length >= 3 ? notable : c.features, 3);
  if (a !== undefined && b !== undefined && d !== undefined) sentences.push(`Highlights include ${a}, ${b} and ${d}.`);
  if (c.itemType === 'caravan' && c.sleeps !== null) sentences.push(`Sleeps ${c.sleeps} in comfort, with plenty of storage for the long trip north.`);
  if (c.itemType === 'caravan' && c.atm !== null)
    sentences.push(`ATM is ${groupThousands(c.atm)} kg, so please check your tow vehicle's rated towing capacity before you hitch up.`);
  if (c.itemType === 'motorcycle')
    sentences.push(
      c.lams
        ? 'A great choice for learner and provisional riders, as it is LAMS approved.'
        : 'Built for experienced riders who want performance and comfort in one package.',
    );
  if (c.carType === 'used')
    sentences.push(
      rng.pick([
        'It comes with a full service history and two keys.',
        'It has passed our 150-point inspection and has been professionally detailed.',
        'One owner from new with the logbooks and spare key.',
      ]),
    );
  sentences.push(
    'Finance is available for approved applicants, and trade-ins are welcome.',
    `Drop in to ${c.locationName} in ${c.city} for a test drive, or call us to arrange one at a time that suits you.`,
    'We can deliver Australia-wide: ask us for a delivery quote to your postcode.',
    'Photos may show optional accessories; please confirm the specification with our sales team.',
  );
  if (c.carType !== 'used')
    sentences.push(c.itemType === 'car' ? 'Backed by the full manufacturer warranty and capped-price servicing.' : 'Backed by the full manufacturer warranty.');
  return rng.sample(sentences, Math.max(4, sentences.length - 1));
}

/** Dealer comments: empty, a short line, or a paragraph well over 400 characters. */
export function dealerComments(rng: Rng, c: CommentInput): string | null {
  const roll = rng.next();
  if (roll < 0.03) return null;
  if (roll < 0.15) return '';
  if (roll < 0.5) return opener(rng, c);
  let text = [opener(rng, c), ...middle(rng, c), rng.pick(["Don't miss out, enquire today!", `Quote stock number ${c.stocknum} when you call.`])].join(' ');
  if (text.length <= 400) text += ` Quote stock number ${c.stocknum} when you call, and ask about our extended warranty options and accessory packages.`;
  return text;
}
