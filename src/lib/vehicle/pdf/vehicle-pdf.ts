import { jsPDF } from 'jspdf';
import type { VehiclePrintData } from '../print-data.ts';

const MARGIN = 40;
type Rgb = readonly [number, number, number];
const INK: Rgb = [17, 17, 17];
const GREY: Rgb = [85, 85, 85];
const STRIPE: Rgb = [244, 244, 245];
type FontStyle = 'normal' | 'bold';

/**
 * `text` as the standard Helvetica fonts can show it: runs of whitespace become one space within each
 * line, and characters WinAnsi lacks become '?' (jsPDF would otherwise switch the whole string to
 * two-byte codes that Helvetica shows as garbage).
 */
function printable(doc: jsPDF, text: string): string {
  const winAnsi = doc.getFont().metadata.Unicode.encoding.WinAnsiEncoding as Record<number, number>;
  const paragraphs = text.split(/\r?\n/).map((paragraph) => paragraph.split(/\s+/).filter(Boolean).join(' '));
  return Array.from(paragraphs.join('\n'), (ch) => {
    const code = ch.codePointAt(0)!;
    return (code >= 32 && code <= 126) || (code >= 0xa0 && code <= 0xff) || code === 10 || winAnsi[code] !== undefined ? ch : '?';
  }).join('');
}

/** A top-down layout cursor over `doc` that starts a new page when the next block does not fit. */
function layout(doc: jsPDF) {
  let y = MARGIN;
  const width = doc.internal.pageSize.getWidth() - MARGIN * 2;
  const font = (size: number, style: FontStyle, fill: Rgb = INK) => {
    doc.setFont('helvetica', style);
    doc.setFontSize(size);
    doc.setTextColor(...fill);
  };
  const ensure = (height: number) => {
    if (y + height > doc.internal.pageSize.getHeight() - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
  };
  const paragraph = (text: string, size: number, style: FontStyle = 'normal', fill?: Rgb, gap = 4) => {
    font(size, style, fill);
    for (const line of doc.splitTextToSize(printable(doc, text), width) as string[]) {
      ensure(size * 1.35);
      y += size * 1.1;
      doc.text(line, MARGIN, y);
      y += size * 0.25;
    }
    y += gap;
  };
  return {
    width,
    font,
    ensure,
    paragraph,
    get y() {
      return y;
    },
    set y(value: number) {
      y = value;
    },
  };
}

/** The vehicle sheet (A4): dealer header, title, price, photo, specifications, features, comments and link. */
export function vehiclePdf(data: VehiclePrintData, photo: Uint8Array | null): Uint8Array {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  doc.setProperties({ title: data.title });
  const l = layout(doc);
  l.paragraph(data.dealer.name, 11, 'bold', undefined, 0);
  const contact = [data.dealer.address, data.dealer.phone].filter(Boolean).join(' · ');
  if (contact) l.paragraph(contact, 9, 'normal', GREY, 0);
  l.y += 6;
  doc.setDrawColor(...INK);
  doc.setLineWidth(1);
  doc.line(MARGIN, l.y, MARGIN + l.width, l.y);
  l.y += 10;
  l.paragraph(data.title, 18, 'bold');
  const price = [data.price, data.priceType].filter(Boolean).join(' ');
  l.paragraph(data.was ? `${price} (was ${data.was})` : price, 15, 'bold', undefined, 8);

  if (photo) {
    const { width, height } = doc.getImageProperties(photo);
    const drawnHeight = Math.min(360, (l.width * height) / width);
    l.ensure(drawnHeight);
    doc.addImage(photo, 'JPEG', MARGIN, l.y, (drawnHeight * width) / height, drawnHeight);
    l.y += drawnHeight + 12;
  }

  if (data.specs.length > 0) {
    l.paragraph('Specifications', 12, 'bold', undefined, 2);
    const column = l.width / 2;
    for (let i = 0; i < data.specs.length; i += 2) {
      l.ensure(16);
      const rowTop = l.y;
      if ((i / 2) % 2 === 0) {
        doc.setFillColor(...STRIPE);
        doc.rect(MARGIN, rowTop, l.width, 16, 'F');
      }
      data.specs.slice(i, i + 2).forEach((row, j) => {
        const x = MARGIN + j * column + 4;
        l.font(8.5, 'bold', GREY);
        doc.text(printable(doc, row.label), x, rowTop + 11);
        l.font(8.5, 'normal');
        const value = (doc.splitTextToSize(printable(doc, row.value), column * 0.55) as string[])[0] ?? '';
        doc.text(value, x + column * 0.42, rowTop + 11);
      });
      l.y = rowTop + 16;
    }
    l.y += 10;
  }

  if (data.features.length > 0) {
    l.paragraph('Features', 12, 'bold', undefined, 2);
    l.paragraph(data.features.join(' · '), 8.5, 'normal', undefined, 8);
  }
  if (data.comments) {
    l.paragraph('Dealer comments', 12, 'bold', undefined, 2);
    l.paragraph(data.comments, 9, 'normal', undefined, 8);
  }
  l.paragraph(data.url, 8, 'normal', GREY);
  return new Uint8Array(doc.output('arraybuffer'));
}
