import { shade } from './svg-3d.ts';

/** Close-up and interior sample images: flat 2D drawings on an 800 × 600 canvas. */

export const DETAILS = {
  car: ['interior-dash', 'interior-seats', 'interior-rear', 'boot', 'wheel', 'engine'],
  caravan: ['interior-lounge', 'interior-bed', 'interior-kitchen', 'interior-ensuite', 'wheel', 'hitch'],
  motorcycle: ['cockpit', 'seat', 'wheel', 'engine', 'exhaust', 'chain'],
} as const;
export type DetailClass = keyof typeof DETAILS;

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;
const outline = (x: number, y: number, w: number, h: number, stroke: string, width: number, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="none" stroke="${stroke}" stroke-width="${width}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

function spokes(cx: number, cy: number, inner: number, outer: number, count: number, fill: string): string {
  return Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2;
    const b = a + 0.22;
    const p = (r: number, t: number) => `${Math.round(cx + r * Math.cos(t))} ${Math.round(cy + r * Math.sin(t))}`;
    return path(`M${p(inner, a)}L${p(outer, a - 0.08)}L${p(outer, b + 0.08)}L${p(inner, b)}Z`, fill);
  }).join('');
}

function wheel(bike: boolean): string {
  const [cx, cy] = [400, 300];
  return (
    circle(cx, cy, 240, '#1f2023') +
    circle(cx, cy, 228, 'none', ' stroke="#2f3135" stroke-width="10" stroke-dasharray="14 10"') +
    circle(cx, cy, 165, bike ? '#2a2b2e' : '#b7bcc2') +
    (bike ? spokes(cx, cy, 30, 160, 3, '#8f949a') : spokes(cx, cy, 40, 158, 5, '#d5d9de')) +
    circle(cx, cy, 120, 'none', ' stroke="#6b6f75" stroke-width="18" opacity=".55"') +
    circle(cx, cy, 38, '#3a3d42') +
    circle(cx, cy, 12, '#9aa0a6')
  );
}

function dash(trim: string): string {
  return (
    path('M0 0H800V250Q400 200 0 250Z', '#a9c6dd') +
    path('M0 250Q400 190 800 250V600H0Z', '#26282c') +
    path('M0 330Q400 280 800 330V360Q400 310 0 360Z', trim) +
    rect(300, 270, 200, 110, '#0f1114', 10) +
    rect(312, 282, 176, 86, '#2f5a80', 6) +
    circle(560, 420, 150, 'none', ' stroke="#151618" stroke-width="34"') +
    path('M430 430L690 430L660 470L460 470Z', '#151618') +
    circle(560, 440, 46, '#1c1d20') +
    rect(120, 300, 80, 34, '#151618', 8) +
    rect(640, 300, 80, 34, '#151618', 8)
  );
}

function seat(x: number, y: number, scale: number, trim: string): string {
  const s = (n: number) => Math.round(n * scale);
  return (
    rect(x + s(40), y, s(120), s(70), shade(trim, 0.85), s(20)) +
    path(`M${x} ${y + s(80)}Q${x + s(100)} ${y + s(60)} ${x + s(200)} ${y + s(80)}L${x + s(190)} ${y + s(330)}H${x + s(10)}Z`, trim) +
    path(`M${x + s(10)} ${y + s(330)}H${x + s(190)}L${x + s(220)} ${y + s(420)}H${x - s(20)}Z`, shade(trim, 0.75))
  );
}

function seats(trim: string, rear: boolean): string {
  const floor = path('M0 380H800V600H0Z', '#2a2b2f') + rect(0, 0, 800, 380, '#4a4e55');
  if (rear)
    return (
      floor +
      path('M90 170H710L740 470H60Z', trim) +
      [150, 340, 530].map((x) => rect(x, 110, 120, 70, shade(trim, 0.85), 18)).join('') +
      path('M60 470H740L770 560H30Z', shade(trim, 0.75))
    );
  return floor + seat(130, 90, 1, trim) + seat(470, 90, 1, trim) + rect(360, 330, 80, 160, '#1c1d20', 12);
}

function boot(): string {
  return (
    rect(0, 0, 800, 600, '#d4d8dc') +
    path('M120 80H680L740 520H60Z', '#8a9097') +
    path('M170 140H630L670 470H130Z', '#2b2d31') +
    path('M130 470H670L700 520H100Z', '#1d1e21') +
    rect(350, 480, 100, 20, '#c6cacf', 4)
  );
}

function engine(): string {
  return (
    rect(0, 0, 800, 600, '#3d4148') +
    rect(220, 170, 360, 220, '#1f2023', 24) +
    rect(250, 200, 300, 60, '#2e3034', 12) +
    circle(170, 200, 55, '#2a2c30') +
    rect(610, 150, 120, 90, '#1b1c1f', 10) +
    rect(90, 420, 620, 110, '#2b2d31', 8) +
    circle(640, 300, 30, '#e3c541')
  );
}

function interiorRoom(trim: string, kind: string): string {
  const wall = rect(0, 0, 800, 600, '#efe9df') + rect(0, 470, 800, 130, '#a07c58');
  const window = rect(280, 70, 240, 130, '#a9c6dd', 10) + outline(280, 70, 240, 130, '#c9c1b3', 10, 10);
  switch (kind) {
    case 'interior-bed':
      return (
        wall +
        window +
        rect(170, 230, 460, 80, shade(trim, 0.9), 12) +
        rect(150, 300, 500, 190, '#f7f5f0', 16) +
        rect(190, 310, 160, 60, '#ffffff', 20) +
        rect(450, 310, 160, 60, '#ffffff', 20) +
        rect(150, 400, 500, 90, trim, 12)
      );
    case 'interior-kitchen':
      return (
        wall +
        window +
        rect(60, 300, 680, 40, '#d8d2c6') +
        rect(60, 340, 680, 140, '#8d6b4c') +
        rect(140, 305, 150, 28, '#2b2c30', 6) +
        circle(520, 318, 26, '#b9bec4') +
        [80, 260, 440, 620].map((x) => rect(x, 360, 160, 100, '#7c5d41', 6)).join('')
      );
    case 'interior-ensuite':
      return (
        wall +
        rect(80, 80, 300, 400, '#dfe7ec', 10) +
        outline(80, 80, 300, 400, '#b9c3ca', 8) +
        path('M520 330H680V380Q680 470 600 470Q520 470 520 380Z', '#ffffff') +
        rect(540, 250, 120, 80, '#f4f4f4', 8)
      );
    default:
      return (
        wall +
        window +
        rect(90, 300, 220, 170, trim, 16) +
        rect(490, 300, 220, 170, trim, 16) +
        rect(90, 240, 220, 70, shade(trim, 0.85), 16) +
        rect(490, 240, 220, 70, shade(trim, 0.85), 16) +
        rect(320, 300, 160, 24, '#8d6b4c', 6) +
        rect(390, 324, 20, 150, '#6b5039')
      );
  }
}

function hitch(): string {
  return (
    rect(0, 0, 800, 600, '#cdd3d8') +
    rect(0, 430, 800, 170, '#9aa39b') +
    path('M60 330L760 250L760 290L60 380Z', '#2b2d31') +
    path('M60 380L760 400L760 440L60 420Z', '#2b2d31') +
    rect(40, 310, 90, 110, '#3b3e43', 10) +
    rect(430, 150, 260, 150, '#b9bec4', 8) +
    circle(260, 470, 34, '#1f2023') +
    rect(250, 360, 20, 110, '#6b6f75')
  );
}

function bikePart(kind: string, trim: string): string {
  const bg = rect(0, 0, 800, 600, '#c9ced3');
  switch (kind) {
    case 'cockpit':
      return (
        bg +
        path('M60 260L740 260L740 290L60 290Z', '#1f2023') +
        rect(290, 170, 220, 140, '#111214', 16) +
        rect(305, 185, 190, 110, '#24486b', 8) +
        circle(120, 275, 40, '#2b2d31') +
        circle(680, 275, 40, '#2b2d31')
      );
    case 'seat':
      return bg + path('M80 300Q300 200 560 260L720 300L700 360H100Z', trim) + path('M80 360H700L690 420H90Z', '#2b2d31');
    case 'engine':
      return (
        bg +
        rect(200, 150, 400, 300, '#2b2d31', 20) +
        [190, 230, 270, 310].map((y) => rect(170, y, 460, 14, '#8f949a', 7)).join('') +
        circle(560, 400, 50, '#b9bec4')
      );
    case 'exhaust':
      return bg + path('M40 420L520 300L700 280Q760 290 760 330Q760 370 700 380L520 380L60 470Z', '#b9bec4') + circle(700, 330, 34, '#2b2d31');
    default:
      return (
        bg +
        circle(260, 320, 150, '#2b2d31') +
        circle(260, 320, 60, '#8f949a') +
        circle(620, 320, 70, '#2b2d31') +
        path('M260 170L620 250L620 390L260 470Z', 'none', ' stroke="#3a3d42" stroke-width="20"')
      );
  }
}

/** SVG content (no wrapper) for one detail image. */
export function renderDetail(kind: DetailClass, detail: string, trim: string): string {
  if (detail === 'wheel') return rect(0, 0, 800, 600, '#d9dde1') + wheel(kind === 'motorcycle');
  if (kind === 'motorcycle') return bikePart(detail, trim);
  if (kind === 'caravan') return detail === 'hitch' ? hitch() : interiorRoom(trim, detail);
  switch (detail) {
    case 'interior-dash':
      return dash(trim);
    case 'interior-seats':
      return seats(trim, false);
    case 'interior-rear':
      return seats(trim, true);
    case 'boot':
      return boot();
    default:
      return engine();
  }
}

/** A 2:1 interior panorama for the spin viewer's interior view. */
export function renderPanorama(trim: string): string {
  const seatsRow = [180, 560, 1040, 1420].map((x) => seat(x, 420, 0.9, trim)).join('');
  return (
    rect(0, 0, 1600, 800, '#3a3d42') +
    path('M0 0H1600V260Q800 180 0 260Z', '#a9c6dd') +
    path('M0 260Q800 180 1600 260V420Q800 360 0 420Z', '#26282c') +
    rect(700, 270, 200, 100, '#0f1114', 10) +
    rect(712, 282, 176, 76, '#2f5a80', 6) +
    circle(1060, 400, 110, 'none', ' stroke="#151618" stroke-width="26"') +
    seatsRow
  );
}
