/**
 * A tiny flat-shaded renderer for the sample stock images: vehicles are side profiles extruded
 * across their width, turned about the vertical axis and drawn back to front as SVG paths.
 */

export type Pt = readonly [number, number];
export type Vec3 = readonly [number, number, number];
type Tone = 'paint' | 'glass' | 'dark' | 'trim' | 'alloy' | 'canvas' | 'light' | 'tail';

/** A side profile (x from the front, y up, metres) extruded from z0 to z1; `edgeTones` recolours single edges' faces. */
export type Part = { profile: readonly Pt[]; z: readonly [number, number]; tone: Tone; edgeTones?: Readonly<Record<number, Tone>> };
/** A flat shape painted on a side (`side` 1: +z, -1: -z, 0: both) at the part's outer surface `z`. */
export type Decal = { points: readonly Pt[]; z: number; side: -1 | 0 | 1; tone: Tone };
/** A rectangle on a front (`facing` -1) or rear (`facing` 1) plane at `x`. */
export type Lamp = { x: number; y: readonly [number, number]; z: readonly [number, number]; facing: -1 | 1; tone: Tone };
export type Wheel = { x: number; r: number; z: number; width: number };
export type Model3D = {
  length: number;
  width: number;
  height: number;
  parts: readonly Part[];
  decals: readonly Decal[];
  lamps: readonly Lamp[];
  wheels: readonly Wheel[];
};

export const VIEW_WIDTH = 800;
export const VIEW_HEIGHT = 600;
const ELEVATION = (14 * Math.PI) / 180;
const LIGHT: Vec3 = normalise([-0.45, 0.75, 0.55]);
const FIXED_TONES: Record<Exclude<Tone, 'paint'>, string> = {
  glass: '#22303c',
  dark: '#2b2d31',
  trim: '#3c4046',
  alloy: '#c6cacf',
  canvas: '#6d7559',
  light: '#f3efd2',
  tail: '#b81f2a',
};

function normalise([x, y, z]: Vec3): Vec3 {
  const length = Math.hypot(x, y, z) || 1;
  return [x / length, y / length, z / length];
}

export function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * factor)));
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

/** Projection of one model at one yaw (degrees; 0 shows the +z side with the front on the left). */
type Camera = {
  project(p: Vec3): { x: number; y: number; depth: number };
  /** How squarely a surface normal faces the camera (> 0: visible). */
  facing(n: Vec3): number;
  brightness(n: Vec3): number;
};

function camera(model: Pick<Model3D, 'length' | 'width' | 'height'>, yawDegrees: number): Camera {
  const yaw = (yawDegrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(yaw), Math.sin(yaw)];
  const radius = Math.hypot(model.length / 2, model.width / 2);
  const scale = Math.min(620 / (2 * radius), 320 / model.height);
  const groundY = 430 + (model.height * scale) / 6;
  const turn = ([x, y, z]: Vec3): Vec3 => {
    const xc = x - model.length / 2;
    return [xc * cos + z * sin, y, -xc * sin + z * cos];
  };
  const turnNormal = ([x, y, z]: Vec3): Vec3 => [x * cos + z * sin, y, -x * sin + z * cos];
  return {
    project(p) {
      const [x, y, z] = turn(p);
      return {
        x: VIEW_WIDTH / 2 + x * scale,
        y: groundY - y * scale * Math.cos(ELEVATION) + z * scale * Math.sin(ELEVATION),
        depth: z * Math.cos(ELEVATION) + y * Math.sin(ELEVATION),
      };
    },
    facing(n) {
      const [, y, z] = turnNormal(n);
      return y * Math.sin(ELEVATION) + z * Math.cos(ELEVATION);
    },
    brightness(n) {
      const v = turnNormal(normalise(n));
      return 0.55 + 0.5 * Math.max(0, v[0] * LIGHT[0] + v[1] * LIGHT[1] + v[2] * LIGHT[2]);
    },
  };
}

type Face = { points: Vec3[]; normal: Vec3; tone: Tone };

const polygonArea = (points: readonly Pt[]) =>
  points.reduce((sum, [x, y], i) => {
    const [nx, ny] = points[(i + 1) % points.length] ?? [x, y];
    return sum + x * ny - nx * y;
  }, 0);

function partFaces(part: Part): Face[] {
  const [z0, z1] = part.z;
  const clockwise = polygonArea(part.profile) < 0;
  const faces: Face[] = [
    { points: part.profile.map(([x, y]) => [x, y, z1] as Vec3), normal: [0, 0, 1], tone: part.tone },
    { points: part.profile.map(([x, y]) => [x, y, z0] as Vec3), normal: [0, 0, -1], tone: part.tone },
  ];
  part.profile.forEach(([x, y], i) => {
    const [nx, ny] = part.profile[(i + 1) % part.profile.length] ?? [x, y];
    const [dx, dy] = [nx - x, ny - y];
    const normal: Vec3 = clockwise ? [-dy, dx, 0] : [dy, -dx, 0];
    const points: Vec3[] = [
      [x, y, z0],
      [nx, ny, z0],
      [nx, ny, z1],
      [x, y, z1],
    ];
    faces.push({ points, normal, tone: part.edgeTones?.[i] ?? part.tone });
  });
  return faces;
}

function wheelFaces(wheel: Wheel): { tread: Face[]; outer: Face; inner: Face; rim: Face; hub: Face; outerSign: number } {
  const steps = 16;
  const outerSign = wheel.z >= 0 ? 1 : -1;
  const zOut = wheel.z + (outerSign * wheel.width) / 2;
  const zIn = wheel.z - (outerSign * wheel.width) / 2;
  const ring = (r: number, z: number) =>
    Array.from({ length: steps }, (_, i) => {
      const a = (i / steps) * Math.PI * 2;
      return [wheel.x + r * Math.cos(a), wheel.r + r * Math.sin(a), z] as Vec3;
    });
  const outerRing = ring(wheel.r, zOut);
  const innerRing = ring(wheel.r, zIn);
  const tread = outerRing.map((p, i): Face => {
    const a = ((i + 0.5) / steps) * Math.PI * 2;
    const next = (i + 1) % steps;
    return { points: [p, outerRing[next] ?? p, innerRing[next] ?? p, innerRing[i] ?? p], normal: [Math.cos(a), Math.sin(a), 0], tone: 'dark' };
  });
  const capZ = zOut + outerSign * 0.001;
  return {
    tread,
    outer: { points: outerRing, normal: [0, 0, outerSign], tone: 'dark' },
    inner: { points: innerRing, normal: [0, 0, -outerSign], tone: 'dark' },
    rim: { points: ring(wheel.r * 0.62, capZ), normal: [0, 0, outerSign], tone: 'alloy' },
    hub: { points: ring(wheel.r * 0.16, capZ + outerSign * 0.001), normal: [0, 0, outerSign], tone: 'trim' },
    outerSign,
  };
}

const round = (n: number) => Math.round(n);

/** SVG path elements (no wrapper) drawing `model` in `paint` at `yawDegrees`. */
export function renderModel(model: Model3D, paint: string, yawDegrees: number): string {
  const cam = camera(model, yawDegrees);
  const colour = (tone: Tone) => (tone === 'paint' ? paint : FIXED_TONES[tone]);
  const draw = (face: Face) => {
    const points = face.points.map((p) => cam.project(p));
    const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)} ${round(p.y)}`).join('') + 'Z';
    return `<path d="${d}" fill="${shade(colour(face.tone), cam.brightness(face.normal))}"/>`;
  };
  const depthOf = (face: Face) => face.points.reduce((sum, p) => sum + cam.project(p).depth, 0) / face.points.length;
  const painter = (faces: Face[]) =>
    faces
      .filter((face) => cam.facing(face.normal) > 1e-6)
      .map((face) => ({ face, depth: depthOf(face) }))
      .sort((a, b) => a.depth - b.depth)
      .map(({ face }) => draw(face))
      .join('');

  const sideways = Math.abs(Math.cos((yawDegrees * Math.PI) / 180)) >= 0.25;
  const nearSign = cam.facing([0, 0, 1]) >= 0 ? 1 : -1;
  const wheelGroup = (wheel: Wheel) => {
    const w = wheelFaces(wheel);
    const cap = cam.facing(w.outer.normal) > 0 ? [w.outer, w.rim, w.hub] : [w.inner];
    return (
      painter(w.tread) +
      cap
        .filter((face) => cam.facing(face.normal) > 0)
        .map(draw)
        .join('')
    );
  };
  const isNear = (wheel: Wheel) => sideways && Math.sign(wheel.z || 1) === nearSign && wheel.z !== 0;
  const farWheels = model.wheels.filter((w) => !isNear(w));
  const nearWheels = model.wheels.filter(isNear);

  const decals = model.decals
    .flatMap((decal) => (decal.side === 0 ? [1, -1] : [decal.side]).map((side) => ({ decal, side })))
    .filter(({ side }) => cam.facing([0, 0, side]) > 0.02)
    .map(({ decal, side }): Face => ({
      points: decal.points.map(([x, y]) => [x, y, side * (decal.z + 0.002)] as Vec3),
      normal: [0, 0, side],
      tone: decal.tone,
    }))
    .map(draw)
    .join('');
  const lamps = model.lamps
    .flatMap((lamp) => {
      const [z0, z1] = lamp.z;
      const pair =
        z0 > 0
          ? [
              [z0, z1],
              [-z1, -z0],
            ]
          : [[z0, z1]];
      return pair.map(([a = 0, b = 0]): Face => ({
        points: [
          [lamp.x, lamp.y[0], a],
          [lamp.x, lamp.y[1], a],
          [lamp.x, lamp.y[1], b],
          [lamp.x, lamp.y[0], b],
        ].map(([x = 0, y = 0, z = 0]) => [x + lamp.facing * 0.003, y, z] as Vec3),
        normal: [lamp.facing, 0, 0],
        tone: lamp.tone,
      }));
    })
    .filter((face) => cam.facing(face.normal) > 0.02)
    .map(draw)
    .join('');

  return farWheels.map(wheelGroup).join('') + painter(model.parts.flatMap(partFaces)) + decals + lamps + nearWheels.map(wheelGroup).join('');
}

/** Where a point on the model shows in the 800 × 600 frame, as fractions; null when it faces away. */
export function anchorPosition(model: Model3D, yawDegrees: number, point: Vec3, normal: Vec3): { x: number; y: number } | null {
  const cam = camera(model, yawDegrees);
  if (cam.facing(normal) < 0.15) return null;
  const p = cam.project(point);
  const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 1000) / 1000));
  return { x: clamp(p.x / VIEW_WIDTH), y: clamp(p.y / VIEW_HEIGHT) };
}

/** Soft ground shadow under the model. */
export function groundShadow(model: Model3D, yawDegrees: number): string {
  const cam = camera(model, yawDegrees);
  const corners: Vec3[] = [
    [0, 0, model.width / 2],
    [model.length, 0, model.width / 2],
    [model.length, 0, -model.width / 2],
    [0, 0, -model.width / 2],
  ];
  const points = corners.map((p) => cam.project(p));
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const rx = (Math.max(...xs) - Math.min(...xs)) / 2 + 20;
  const ry = Math.max(14, (Math.max(...ys) - Math.min(...ys)) / 2 + 8);
  return `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="#000" opacity=".16"/>`;
}
