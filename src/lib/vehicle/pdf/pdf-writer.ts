/**
 * A minimal PDF 1.4 writer: pages of text in the standard Helvetica fonts (WinAnsi encoding),
 * filled rectangles, lines and JPEG images. Enough for a one- or two-page vehicle sheet, with no
 * dependency and nothing fetched.
 */
import type { FontStyle } from './helvetica.ts';

export interface PdfJpeg {
  /** JPEG file bytes (baseline or progressive), RGB. */
  data: Uint8Array;
  width: number;
  height: number;
}

export type Rgb = readonly [number, number, number];

export interface PdfPage {
  width: number;
  height: number;
  /** Content-stream operators, in painting order. */
  ops: string[];
  images: PdfJpeg[];
}

const WIN_ANSI_EXTRA: Readonly<Record<number, number>> = {
  0x20ac: 0x80, 0x201a: 0x82, 0x192: 0x83, 0x201e: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87, 0x2c6: 0x88, 0x2030: 0x89,
  0x160: 0x8a, 0x2039: 0x8b, 0x152: 0x8c, 0x17d: 0x8e, 0x2018: 0x91, 0x2019: 0x92, 0x201c: 0x93, 0x201d: 0x94, 0x2022: 0x95,
  0x2013: 0x96, 0x2014: 0x97, 0x2dc: 0x98, 0x2122: 0x99, 0x161: 0x9a, 0x203a: 0x9b, 0x153: 0x9c, 0x17e: 0x9e, 0x178: 0x9f,
};

/** Text as WinAnsi bytes; characters the encoding lacks become '?'. */
export function winAnsi(text: string): number[] {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    if ((code >= 32 && code <= 126) || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else if (WIN_ANSI_EXTRA[code] !== undefined) bytes.push(WIN_ANSI_EXTRA[code]);
    else if (code === 9) bytes.push(32);
    else bytes.push(63);
  }
  return bytes;
}

const hex = (bytes: number[]) => bytes.map((b) => b.toString(16).padStart(2, '0')).join('').toUpperCase();
const num = (n: number) => (Math.round(n * 100) / 100).toString();
const colour = (c: Rgb) => c.map((v) => num(v / 255)).join(' ');

export function newPage(width = 595.28, height = 841.89): PdfPage {
  return { width, height, ops: [], images: [] };
}

/** Text with its baseline at (x, y), y measured from the top of the page. */
export function drawText(page: PdfPage, text: string, x: number, y: number, size: number, style: FontStyle = 'regular', fill: Rgb = [17, 17, 17]): void {
  const font = style === 'bold' ? 'F2' : 'F1';
  page.ops.push(`BT ${colour(fill)} rg /${font} ${num(size)} Tf ${num(x)} ${num(page.height - y)} Td <${hex(winAnsi(text))}> Tj ET`);
}

/** A filled rectangle whose top-left corner is (x, y) from the top of the page. */
export function fillRect(page: PdfPage, x: number, y: number, width: number, height: number, fill: Rgb): void {
  page.ops.push(`${colour(fill)} rg ${num(x)} ${num(page.height - y - height)} ${num(width)} ${num(height)} re f`);
}

export function drawLine(page: PdfPage, x1: number, y1: number, x2: number, y2: number, stroke: Rgb = [200, 200, 200], width = 0.5): void {
  page.ops.push(`${colour(stroke)} RG ${num(width)} w ${num(x1)} ${num(page.height - y1)} m ${num(x2)} ${num(page.height - y2)} l S`);
}

/** A JPEG drawn into the box whose top-left corner is (x, y). */
export function drawImage(page: PdfPage, image: PdfJpeg, x: number, y: number, width: number, height: number): void {
  page.images.push(image);
  page.ops.push(`q ${num(width)} 0 0 ${num(height)} ${num(x)} ${num(page.height - y - height)} cm /Im${page.images.length} Do Q`);
}

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

/** PDF text string for document info: UTF-16BE with a byte-order mark, as hex. */
function infoString(text: string): string {
  let out = 'FEFF';
  for (let i = 0; i < text.length; i++) out += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${out}>`;
}

/** The finished file. */
export function writePdf(pages: readonly PdfPage[], info: { title: string; producer?: string }): Uint8Array {
  const chunks: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (bytes: Uint8Array) => {
    chunks.push(bytes);
    length += bytes.length;
  };
  // Object numbers: 1 catalog, 2 pages, 3 and 4 fonts, 5 info, then per page: page, contents, images.
  let next = 6;
  const layout = pages.map((page) => {
    const pageId = next++;
    const contentId = next++;
    const imageIds = page.images.map(() => next++);
    return { page, pageId, contentId, imageIds };
  });
  const object = (id: number, body: string | Uint8Array[]) => {
    offsets[id] = length;
    if (typeof body === 'string') push(ascii(`${id} 0 obj\n${body}\nendobj\n`));
    else {
      push(ascii(`${id} 0 obj\n`));
      for (const part of body) push(part);
      push(ascii('\nendobj\n'));
    }
  };
  const stream = (dict: string, data: Uint8Array) => [ascii(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, ascii('\nendstream')];

  push(ascii('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n'));
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, `<< /Type /Pages /Kids [${layout.map((l) => `${l.pageId} 0 R`).join(' ')}] /Count ${layout.length} >>`);
  object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  object(4, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  object(5, `<< /Title ${infoString(info.title)} /Producer ${infoString(info.producer ?? 'forecourt')} >>`);
  for (const { page, pageId, contentId, imageIds } of layout) {
    const xobjects = imageIds.length > 0 ? ` /XObject << ${imageIds.map((id, i) => `/Im${i + 1} ${id} 0 R`).join(' ')} >>` : '';
    object(
      pageId,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >>${xobjects} >> /Contents ${contentId} 0 R >>`,
    );
    object(contentId, stream('', ascii(page.ops.join('\n'))));
    page.images.forEach((image, i) => {
      const dict = `/Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`;
      object(imageIds[i]!, stream(dict, image.data));
    });
  }
  const xrefAt = length;
  const rows = ['0000000000 65535 f \n'];
  for (let id = 1; id < next; id++) rows.push(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
  push(ascii(`xref\n0 ${next}\n${rows.join('')}trailer\n<< /Size ${next} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`));

  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
