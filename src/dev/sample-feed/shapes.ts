import type { Shape } from './catalogue-types.ts';
import type { Decal, Lamp, Model3D, Part, Pt, Vec3, Wheel } from './svg-3d.ts';

type Spec = {
  width: number;
  parts: Part[];
  windows?: Pt[][];
  decals?: Decal[];
  lamps?: Lamp[];
  /** Axle positions along the length; both sides get a wheel. */
  axles: number[];
  r: number;
  head: readonly [number, number];
  tail: readonly [number, number] | null;
};

const body = (profile: Pt[], width: number, glassEdges: number[] = [], extra: Record<number, 'dark' | 'alloy'> = {}): Part => ({
  profile,
  z: [-width / 2, width / 2],
  tone: 'paint',
  edgeTones: { ...Object.fromEntries(glassEdges.map((i) => [i, 'glass' as const])), ...extra },
});
const box = (x0: number, y0: number, x1: number, y1: number, halfWidth: number, tone: Part['tone']): Part => ({
  profile: [[x0, y0], [x0, y1], [x1, y1], [x1, y0]],
  z: [-halfWidth, halfWidth],
  tone,
});
const drawbar: Part[] = [box(0, 0.42, 0.95, 0.52, 0.18, 'dark'), box(0.3, 0.52, 0.85, 0.95, 0.55, 'alloy')];

const SPECS: Record<Shape, Spec> = {
  sedan: {
    width: 1.8,
    parts: [body([[0, 0.28], [0, 0.62], [0.3, 0.74], [1.35, 0.84], [2.05, 1.38], [3.2, 1.4], [3.95, 1.0], [4.62, 0.95], [4.7, 0.62], [4.66, 0.28]], 1.8, [3, 5])],
    windows: [[[1.5, 0.9], [2.08, 1.31], [2.62, 1.33], [2.62, 0.9]], [[2.7, 0.9], [2.7, 1.33], [3.17, 1.33], [3.78, 0.98]]],
    axles: [0.95, 3.75], r: 0.33, head: [0.5, 0.62], tail: [0.66, 0.86],
  },
  hatch: {
    width: 1.78,
    parts: [body([[0, 0.28], [0, 0.62], [0.3, 0.74], [1.15, 0.86], [1.85, 1.42], [3.55, 1.44], [4.12, 1.0], [4.2, 0.6], [4.16, 0.28]], 1.78, [3, 5])],
    windows: [[[1.3, 0.92], [1.88, 1.36], [2.6, 1.37], [2.6, 0.92]], [[2.68, 0.94], [2.68, 1.37], [3.5, 1.38], [3.9, 0.98]]],
    axles: [0.85, 3.4], r: 0.32, head: [0.5, 0.62], tail: [0.7, 0.92],
  },
  suv: {
    width: 1.86,
    parts: [body([[0, 0.38], [0, 0.78], [0.25, 0.9], [1.15, 1.0], [1.85, 1.62], [4.2, 1.66], [4.55, 1.2], [4.6, 0.8], [4.58, 0.38]], 1.86, [3, 5])],
    windows: [[[1.3, 1.06], [1.9, 1.56], [2.85, 1.58], [2.85, 1.06]], [[2.95, 1.06], [2.95, 1.58], [4.1, 1.6], [4.38, 1.1]]],
    axles: [1.0, 3.7], r: 0.37, head: [0.64, 0.78], tail: [0.9, 1.12],
  },
  wagon: {
    width: 1.84,
    parts: [body([[0, 0.34], [0, 0.7], [0.28, 0.82], [1.3, 0.92], [2.0, 1.5], [4.35, 1.52], [4.75, 1.06], [4.85, 0.72], [4.82, 0.34]], 1.84, [3, 5])],
    windows: [[[1.45, 0.98], [2.05, 1.45], [2.9, 1.46], [2.9, 0.98]], [[3.0, 0.98], [3.0, 1.46], [3.9, 1.47], [3.9, 0.98]], [[3.98, 0.98], [3.98, 1.47], [4.3, 1.47], [4.6, 1.04]]],
    axles: [1.0, 3.85], r: 0.35, head: [0.58, 0.7], tail: [0.8, 1.0],
  },
  ute: {
    width: 1.88,
    parts: [body([[0, 0.45], [0, 0.9], [0.3, 1.02], [1.2, 1.1], [1.85, 1.75], [3.05, 1.78], [3.15, 1.2], [3.2, 1.12], [5.25, 1.12], [5.3, 0.92], [5.28, 0.45]], 1.88, [3], { 7: 'dark' })],
    windows: [[[1.35, 1.16], [1.9, 1.69], [2.45, 1.71], [2.45, 1.16]], [[2.53, 1.16], [2.53, 1.71], [2.98, 1.72], [3.04, 1.16]]],
    axles: [1.05, 4.15], r: 0.39, head: [0.76, 0.9], tail: [0.9, 1.08],
  },
  cabChassis: {
    width: 1.86,
    parts: [
      body([[0, 0.5], [0, 0.92], [0.3, 1.04], [1.2, 1.12], [1.85, 1.78], [2.55, 1.8], [2.6, 0.5]], 1.86, [3]),
      box(2.7, 0.82, 5.2, 1.18, 0.98, 'alloy'),
      box(2.7, 1.18, 2.76, 1.75, 0.98, 'alloy'),
      box(2.6, 0.6, 5.1, 0.82, 0.45, 'dark'),
    ],
    windows: [[[1.35, 1.18], [1.9, 1.7], [2.45, 1.72], [2.5, 1.18]]],
    axles: [1.05, 4.0], r: 0.39, head: [0.78, 0.92], tail: null,
  },
  van: {
    width: 1.95,
    parts: [body([[0, 0.35], [0, 0.85], [0.15, 1.0], [0.55, 1.15], [1.15, 1.95], [5.2, 2.0], [5.25, 1.9], [5.25, 0.35]], 1.95, [3])],
    windows: [[[0.75, 1.22], [1.2, 1.86], [1.9, 1.88], [1.9, 1.22]]],
    decals: [{ points: [[2.6, 0.5], [2.6, 1.85], [2.64, 1.85], [2.64, 0.5]], z: 0.975, side: 1, tone: 'trim' }],
    axles: [0.85, 4.1], r: 0.35, head: [0.72, 0.85], tail: [0.9, 1.3],
  },
  bus: {
    width: 1.95,
    parts: [body([[0, 0.35], [0, 0.85], [0.15, 1.0], [0.55, 1.15], [1.15, 2.2], [5.85, 2.25], [5.9, 2.1], [5.9, 0.35]], 1.95, [3])],
    windows: [[[0.75, 1.22], [1.3, 2.1], [1.9, 2.12], [1.9, 1.22]], ...[2.0, 2.95, 3.9, 4.85].map((x): Pt[] => [[x, 1.3], [x, 2.08], [x + 0.85, 2.08], [x + 0.85, 1.3]])],
    axles: [0.85, 4.6], r: 0.35, head: [0.72, 0.85], tail: [0.9, 1.3],
  },
  peopleMover: {
    width: 2.0,
    parts: [body([[0, 0.38], [0, 0.78], [0.3, 0.92], [1.05, 1.02], [1.75, 1.7], [4.75, 1.75], [5.05, 1.2], [5.15, 0.8], [5.12, 0.38]], 2.0, [3, 5])],
    windows: [[[1.2, 1.08], [1.8, 1.64], [2.45, 1.66], [2.45, 1.08]], [[2.55, 1.08], [2.55, 1.66], [3.75, 1.68], [3.75, 1.08]], [[3.85, 1.08], [3.85, 1.68], [4.65, 1.69], [4.9, 1.2]]],
    axles: [1.0, 4.1], r: 0.36, head: [0.64, 0.78], tail: [0.9, 1.15],
  },
  coupe: {
    width: 1.85,
    parts: [body([[0, 0.25], [0, 0.55], [0.35, 0.68], [1.55, 0.8], [2.25, 1.28], [3.05, 1.3], [4.0, 0.92], [4.45, 0.88], [4.5, 0.55], [4.45, 0.25]], 1.85, [3, 5])],
    windows: [[[1.75, 0.86], [2.28, 1.22], [3.0, 1.24], [3.5, 0.9]]],
    axles: [0.95, 3.6], r: 0.34, head: [0.44, 0.55], tail: [0.6, 0.8],
  },
  convertible: {
    width: 1.74,
    parts: [
      body([[0, 0.22], [0, 0.52], [0.3, 0.64], [1.55, 0.76], [1.95, 1.12], [2.02, 1.12], [1.82, 0.8], [2.9, 0.8], [3.85, 0.82], [3.95, 0.55], [3.9, 0.22]], 1.74, [3], { 6: 'dark' }),
      { profile: [[2.3, 0.8], [2.3, 1.05], [2.42, 1.05], [2.42, 0.8]], z: [0.15, 0.55], tone: 'dark' },
      { profile: [[2.3, 0.8], [2.3, 1.05], [2.42, 1.05], [2.42, 0.8]], z: [-0.55, -0.15], tone: 'dark' },
    ],
    axles: [0.85, 3.15], r: 0.31, head: [0.42, 0.52], tail: [0.58, 0.78],
  },
  truck: {
    width: 2.0,
    parts: [
      body([[0, 0.55], [0, 2.3], [0.12, 2.45], [1.7, 2.48], [1.75, 0.55]], 2.0),
      box(1.85, 0.95, 6.2, 2.9, 1.05, 'alloy'),
      box(1.75, 0.7, 6.0, 0.95, 0.45, 'dark'),
    ],
    windows: [[[0.2, 1.55], [0.2, 2.2], [1.2, 2.25], [1.2, 1.55]]],
    lamps: [{ x: 0, y: [1.5, 2.25], z: [-0.9, 0.9], facing: -1, tone: 'glass' }],
    axles: [1.0, 4.3], r: 0.42, head: [0.7, 0.9], tail: null,
  },
  caravan: {
    width: 2.4,
    parts: [body([[0.95, 0.55], [0.95, 2.35], [1.1, 2.65], [1.4, 2.8], [6.6, 2.82], [6.9, 2.6], [6.95, 0.55]], 2.4), ...drawbar],
    windows: [[[1.6, 1.7], [1.6, 2.3], [2.6, 2.3], [2.6, 1.7]], [[5.2, 1.7], [5.2, 2.3], [6.3, 2.3], [6.3, 1.7]]],
    decals: [
      { points: [[0.95, 1.0], [0.95, 1.15], [6.95, 1.15], [6.95, 1.0]], z: 1.2, side: 0, tone: 'trim' },
      { points: [[3.2, 0.65], [3.2, 2.3], [3.8, 2.3], [3.8, 0.65]], z: 1.2, side: 1, tone: 'trim' },
    ],
    lamps: [{ x: 0.95, y: [1.7, 2.2], z: [-0.8, 0.8], facing: -1, tone: 'glass' }],
    axles: [3.6, 4.35], r: 0.36, head: [0.62, 0.78], tail: [0.75, 0.95],
  },
  camper: {
    width: 2.0,
    parts: [box(0.8, 0.5, 4.2, 1.35, 1.0, 'paint'), { profile: [[1.2, 1.35], [1.5, 2.3], [3.9, 2.3], [4.1, 1.35]], z: [-1.0, 1.0], tone: 'canvas' }, ...drawbar],
    windows: [[[2.1, 1.7], [2.1, 2.1], [3.0, 2.1], [3.0, 1.7]]],
    axles: [2.6], r: 0.36, head: [0.6, 0.75], tail: [0.6, 0.8],
  },
  motorhome: {
    width: 2.35,
    parts: [body([[0, 0.45], [0, 1.05], [0.25, 1.2], [0.8, 1.35], [1.4, 2.0], [1.6, 2.05], [1.55, 2.6], [1.9, 3.0], [7.2, 3.0], [7.4, 2.7], [7.45, 0.45]], 2.35, [3])],
    windows: [[[0.95, 1.4], [1.42, 1.95], [1.9, 1.95], [1.9, 1.4]], [[3.0, 1.8], [3.0, 2.4], [4.2, 2.4], [4.2, 1.8]], [[5.6, 1.8], [5.6, 2.4], [6.8, 2.4], [6.8, 1.8]]],
    decals: [{ points: [[2.0, 1.05], [2.0, 1.2], [7.45, 1.2], [7.45, 1.05]], z: 1.175, side: 0, tone: 'trim' }],
    axles: [0.9, 4.9], r: 0.38, head: [0.85, 1.0], tail: [0.9, 1.3],
  },
  motorcycle: {
    width: 0.8,
    parts: [
      { profile: [[0.55, 0.85], [0.75, 1.1], [1.05, 1.12], [1.25, 0.95], [1.8, 0.98], [1.95, 0.9], [1.3, 0.8], [0.8, 0.75]], z: [-0.16, 0.16], tone: 'paint' },
      { profile: [[0.7, 0.35], [0.6, 0.75], [1.25, 0.8], [1.3, 0.4]], z: [-0.18, 0.18], tone: 'trim' },
      { profile: [[0.3, 0.33], [0.52, 1.05], [0.58, 1.05], [0.36, 0.33]], z: [-0.08, 0.08], tone: 'alloy' },
      box(0.5, 1.05, 0.58, 1.12, 0.38, 'dark'),
      { profile: [[1.25, 0.45], [1.25, 0.52], [1.78, 0.36], [1.78, 0.3]], z: [-0.1, 0.1], tone: 'dark' },
    ],
    lamps: [{ x: 0.45, y: [0.88, 1.0], z: [-0.07, 0.07], facing: -1, tone: 'light' }],
    axles: [0.33, 1.78], r: 0.32, head: [0.88, 1.0], tail: [0.9, 0.96],
  },
};

const TOWED: ReadonlySet<Shape> = new Set(['caravan', 'camper']);

const lengthOf = (spec: Spec) => Math.max(...spec.parts.flatMap((part) => part.profile.map(([x]) => x)));
const heightOf = (spec: Spec) => Math.max(...spec.parts.flatMap((part) => part.profile.map(([, y]) => y)));

function build(shape: Shape): Model3D {
  const spec = SPECS[shape];
  const length = lengthOf(spec);
  const half = spec.width / 2;
  const single = shape === 'motorcycle';
  const tyre = single ? 0.12 : Math.min(0.26, spec.width * 0.13);
  const wheels: Wheel[] = spec.axles.flatMap((x) =>
    single ? [{ x, r: spec.r, z: 0, width: tyre }] : [1, -1].map((side) => ({ x, r: spec.r, z: side * (half - tyre / 2 + 0.04), width: tyre })),
  );
  const frontX = Math.min(...spec.parts.flatMap((part) => part.profile.map(([x]) => x)));
  const lamps: Lamp[] = [...(spec.lamps ?? [])];
  if (!single) {
    if (!TOWED.has(shape)) lamps.push({ x: frontX, y: spec.head, z: [half * 0.55, half * 0.9], facing: -1, tone: 'light' });
    if (!TOWED.has(shape)) lamps.push({ x: frontX, y: [spec.head[0] - 0.2, spec.head[0] - 0.02], z: [-half * 0.45, half * 0.45], facing: -1, tone: 'trim' });
    if (spec.tail !== null) lamps.push({ x: length, y: spec.tail, z: [half * 0.55, half * 0.9], facing: 1, tone: 'tail' });
  }
  const windows: Decal[] = (spec.windows ?? []).map((points) => ({ points, z: half, side: 0, tone: 'glass' }));
  return { length, width: spec.width, height: heightOf(spec), parts: spec.parts, decals: [...windows, ...(spec.decals ?? [])], lamps, wheels };
}

export const SHAPES: readonly Shape[] = Object.keys(SPECS) as Shape[];
export const MODELS: Readonly<Record<Shape, Model3D>> = Object.fromEntries(SHAPES.map((shape) => [shape, build(shape)])) as Record<Shape, Model3D>;

export type Anchor = { key: 'headlight' | 'front-wheel' | 'rear-wheel' | 'tail-light' | 'roof' | 'side'; point: Vec3; normal: Vec3 };

/** Points of interest on a shape that exterior hotspots attach to. */
export function anchorsFor(shape: Shape): Anchor[] {
  const spec = SPECS[shape];
  const m = MODELS[shape];
  const half = spec.width / 2;
  const [front = 0, rear = m.length] = [spec.axles[0], spec.axles.at(-1)];
  const anchors: Anchor[] = [
    { key: 'front-wheel', point: [front, spec.r, half + 0.05], normal: [0, 0, 1] },
    { key: 'roof', point: [m.length * 0.55, m.height, 0], normal: [0, 1, 0.2] },
    { key: 'side', point: [m.length * 0.5, m.height * 0.55, half], normal: [0, 0, 1] },
  ];
  if (!TOWED.has(shape)) anchors.push({ key: 'headlight', point: [0.05, (spec.head[0] + spec.head[1]) / 2, half * 0.72], normal: [-1, 0, 0.35] });
  if (rear !== front) anchors.push({ key: 'rear-wheel', point: [rear, spec.r, half + 0.05], normal: [0, 0, 1] });
  if (spec.tail !== null) anchors.push({ key: 'tail-light', point: [m.length - 0.02, (spec.tail[0] + spec.tail[1]) / 2, half * 0.72], normal: [1, 0, 0.35] });
  return anchors;
}
