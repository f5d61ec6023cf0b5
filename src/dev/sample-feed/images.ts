import fs from 'node:fs';
import path from 'node:path';
import type { Shape } from './catalogue-types.ts';
import { COLOUR_FAMILIES, INTERIOR_FAMILIES, type ColourFamily, type InteriorFamily } from './colours.ts';
import { DETAILS, renderDetail, renderPanorama, type DetailClass } from './details.ts';
import { MODELS, SHAPES } from './shapes.ts';
import { groundShadow, renderModel, VIEW_HEIGHT, VIEW_WIDTH } from './svg-3d.ts';

/**
 * The shared offline sample images: one file per shape × colour × angle (not one per car),
 * spin frames for a few shapes, interior close-ups, panoramas, video posters and a sample
 * history report. Records point at them with site-absolute URLs under /stock-images/.
 */
const STOCK_IMAGES_URL = '/stock-images';

/** Yaw of each exterior angle; 0 shows the kerb side with the front on the left. */
export const EXTERIOR_ANGLES = {
  'front-3q': 35,
  side: 0,
  'rear-3q': 325,
  front: 90,
  rear: 270,
  'front-3q-right': 145,
  'side-right': 180,
  'rear-3q-right': 215,
} as const;
export type ExteriorAngle = keyof typeof EXTERIOR_ANGLES;

export const SPIN_SHAPES: readonly Shape[] = ['suv', 'hatch', 'sedan', 'ute'];
export const SPIN_COLOURS: readonly ColourFamily[] = ['white', 'black', 'silver', 'grey', 'red', 'blue'];
export const SPIN_FRAMES = 36;
/** Frame 0 is the front three-quarter view; each frame turns the vehicle a further 10°. */
export const spinYaw = (frame: number) => (EXTERIOR_ANGLES['front-3q'] + frame * (360 / SPIN_FRAMES)) % 360;

export const HISTORY_REPORT_URL = `${STOCK_IMAGES_URL}/history-report.pdf`;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const pad = (n: number) => String(n).padStart(2, '0');

export const detailClassOf = (shape: Shape): DetailClass =>
  shape === 'motorcycle' ? 'motorcycle' : shape === 'caravan' || shape === 'camper' || shape === 'motorhome' ? 'caravan' : 'car';

export const exteriorUrl = (shape: Shape, colour: ColourFamily, angle: ExteriorAngle) => `${STOCK_IMAGES_URL}/${kebab(shape)}-${colour}-${angle}.svg`;
export const detailUrl = (kind: DetailClass, detail: string, trim: InteriorFamily) => `${STOCK_IMAGES_URL}/detail/${kind}-${detail}-${trim}.svg`;
export const spinFrameUrls = (shape: Shape, colour: ColourFamily) =>
  Array.from({ length: SPIN_FRAMES }, (_, frame) => `${STOCK_IMAGES_URL}/spin/${kebab(shape)}-${colour}-${pad(frame)}.svg`);
export const panoramaUrl = (trim: InteriorFamily) => `${STOCK_IMAGES_URL}/spin/interior-${trim}.svg`;
export const posterUrl = (shape: Shape, colour: ColourFamily) => `${STOCK_IMAGES_URL}/video/${kebab(shape)}-${colour}.svg`;

function svg(content: string, width = VIEW_WIDTH, height = VIEW_HEIGHT): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2f4f6"/><stop offset="1" stop-color="#d3d8dd"/></linearGradient></defs>' +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${content}` +
    `<text x="${width - 16}" y="${height - 14}" text-anchor="end" font-family="sans-serif" font-size="14" fill="#000" opacity=".3">Sample image</text></svg>\n`
  );
}

const exterior = (shape: Shape, colour: ColourFamily, yaw: number) =>
  svg(groundShadow(MODELS[shape], yaw) + renderModel(MODELS[shape], COLOUR_FAMILIES[colour], yaw));

const poster = (shape: Shape, colour: ColourFamily) =>
  svg(
    groundShadow(MODELS[shape], 35) +
      renderModel(MODELS[shape], COLOUR_FAMILIES[colour], 35) +
      '<rect width="800" height="600" fill="#000" opacity=".28"/><circle cx="400" cy="300" r="64" fill="#fff" opacity=".92"/><path d="M378 262L378 338L442 300Z" fill="#1f2124"/>' +
      '<text x="400" y="410" text-anchor="middle" font-family="sans-serif" font-size="26" fill="#fff">Walkaround video</text>',
  );

/** A one-page PDF standing in for a vehicle history report. */
export function historyReportPdf(): string {
  const lines = [
    'Vehicle history report (sample)',
    'No written-off, stolen or finance-owing records found.',
    'Odometer readings consistent with service history.',
    'This is sample data for demonstration only.',
  ];
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 60 ${770 - i * 30} Td (${line}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  return `${body}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}

/** Every sample asset as (path under /stock-images/, content). */
export function* stockImageFiles(): Generator<{ file: string; content: string }> {
  const colours = Object.keys(COLOUR_FAMILIES) as ColourFamily[];
  const trims = Object.keys(INTERIOR_FAMILIES) as InteriorFamily[];
  for (const shape of SHAPES) {
    for (const colour of colours) {
      for (const [angle, yaw] of Object.entries(EXTERIOR_ANGLES))
        yield { file: exteriorUrl(shape, colour, angle as ExteriorAngle), content: exterior(shape, colour, yaw) };
      yield { file: posterUrl(shape, colour), content: poster(shape, colour) };
    }
  }
  for (const kind of Object.keys(DETAILS) as DetailClass[]) {
    for (const detail of DETAILS[kind]) {
      for (const trim of trims) yield { file: detailUrl(kind, detail, trim), content: svg(renderDetail(kind, detail, INTERIOR_FAMILIES[trim])) };
    }
  }
  for (const shape of SPIN_SHAPES) {
    for (const colour of SPIN_COLOURS) {
      const urls = spinFrameUrls(shape, colour);
      for (const [frame, url] of urls.entries()) yield { file: url, content: exterior(shape, colour, spinYaw(frame)) };
    }
  }
  for (const trim of trims) yield { file: panoramaUrl(trim), content: svg(renderPanorama(INTERIOR_FAMILIES[trim]), 1600, 800) };
  yield { file: HISTORY_REPORT_URL, content: historyReportPdf() };
}

/** Writes the assets under `publicDir` (the URL root), leaving files whose content is unchanged untouched. */
export function writeStockImages(publicDir: string): { total: number; written: number } {
  let total = 0;
  let written = 0;
  const made = new Set<string>();
  for (const { file, content } of stockImageFiles()) {
    total += 1;
    const target = path.join(publicDir, file);
    const dir = path.dirname(target);
    if (!made.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === content) continue;
    fs.writeFileSync(target, content);
    written += 1;
  }
  return { total, written };
}
