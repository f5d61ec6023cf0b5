import type { Shape } from './catalogue-types.ts';
import type { ColourFamily, InteriorFamily } from './colours.ts';
import { DETAILS } from './details.ts';
import {
  detailClassOf,
  detailUrl,
  EXTERIOR_ANGLES,
  exteriorUrl,
  panoramaUrl,
  posterUrl,
  SPIN_COLOURS,
  SPIN_FRAMES,
  SPIN_SHAPES,
  spinFrameUrls,
  spinYaw,
  type ExteriorAngle,
} from './images.ts';
import type { Rng } from './prng.ts';
import { anchorsFor, MODELS } from './shapes.ts';
import { anchorPosition } from './svg-3d.ts';

type Look = { shape: Shape; colour: ColourFamily; trim: InteriorFamily };

/** Gallery order: exterior angles, then close-ups, repeating when a car has more photos than views. */
function galleryUrls(look: Look): string[] {
  const exterior = (Object.keys(EXTERIOR_ANGLES) as ExteriorAngle[]).map((angle) => exteriorUrl(look.shape, look.colour, angle));
  const kind = detailClassOf(look.shape);
  const details = DETAILS[kind].map((detail) => detailUrl(kind, detail, look.trim));
  return [...exterior, ...details];
}

export function imageCount(rng: Rng, status: string): number {
  if (status === 'coming_soon') return rng.chance(0.6) ? 0 : rng.int(1, 4);
  if (rng.chance(0.03)) return 0;
  if (rng.chance(0.1)) return rng.int(1, 6);
  return rng.chance(0.2) ? rng.int(30, 40) : rng.int(8, 29);
}

export function images(look: Look, count: number): { url: string; thumb: { url: string } }[] {
  const views = galleryUrls(look);
  return Array.from({ length: count }, (_, i) => {
    const url = views[i % views.length] ?? views[0] ?? '';
    return { url, thumb: { url } };
  });
}

const EXTERIOR_NOTES: Record<string, readonly string[]> = {
  headlight: ['LED headlights with auto high beam', 'Adaptive LED headlights', 'Minor stone chip on the bonnet'],
  'front-wheel': ['Alloy wheels with near-new tyres', 'Front brakes replaced at last service', 'Kerb mark on the front wheel'],
  'rear-wheel': ['Matching spare wheel', 'Tyres have 80% tread remaining'],
  'tail-light': ['Power tailgate with hands-free opening', 'Tow bar fitted', 'Small scratch on the rear bumper'],
  roof: ['Roof rails fitted', 'Panoramic sunroof', 'Factory tinted glass'],
  side: ['Paint protection applied', 'Small dent in the rear door', 'Original paint throughout'],
};

const INTERIOR_NOTES: readonly (readonly [string, number, number])[] = [
  ['Wireless Apple CarPlay and Android Auto', 0.5, 0.4],
  ['Heated and ventilated front seats', 0.16, 0.72],
  ['Leather steering wheel with paddle shifters', 0.66, 0.5],
  ['Rear seats in excellent condition', 0.9, 0.72],
];

export type Spin = {
  spin_images: string[];
  spin_code: string;
  hotspots: { exterior: HotspotOut[]; interior: HotspotOut[] };
};
type HotspotOut = { id: string; description: string; positions: { frame: number; x: number; y: number }[] };

export const canSpin = (look: Look) => SPIN_SHAPES.includes(look.shape) && SPIN_COLOURS.includes(look.colour);

/** 36 spin frames and hotspots whose per-frame positions follow the drawn vehicle. */
export function spin(rng: Rng, look: Look, carId: number): Spin {
  const model = MODELS[look.shape];
  const exterior = rng.sample(anchorsFor(look.shape), rng.int(2, 4)).map((anchor, i): HotspotOut => ({
    id: `${carId}-ext-${i + 1}`,
    description: rng.pick(EXTERIOR_NOTES[anchor.key] ?? ['Feature']),
    positions: Array.from({ length: SPIN_FRAMES }, (_, frame) => ({ frame, at: anchorPosition(model, spinYaw(frame), anchor.point, anchor.normal) })).flatMap(
      ({ frame, at }) => (at === null ? [] : [{ frame, ...at }]),
    ),
  }));
  const interior = rng.sample(INTERIOR_NOTES, rng.int(1, 3)).map(([description, x, y], i): HotspotOut => ({
    id: `${carId}-int-${i + 1}`,
    description,
    positions: [{ frame: 0, x, y }],
  }));
  return { spin_images: spinFrameUrls(look.shape, look.colour), spin_code: `SPIN-${carId}`, hotspots: { exterior, interior } };
}

export const interiorPanorama = (look: Look) => panoramaUrl(look.trim);

/** The walkaround "video": no encoder is available offline, so this is a poster image (see the generator's summary). */
export const videoUrl = (look: Look) => posterUrl(look.shape, look.colour);
