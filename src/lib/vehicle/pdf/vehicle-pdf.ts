import type { VehiclePrintData } from '../print-data.ts';
import { wrapText, type FontStyle } from './helvetica.ts';
import { drawImage, drawLine, drawText, fillRect, newPage, writePdf, type PdfJpeg, type PdfPage, type Rgb } from './pdf-writer.ts';

const MARGIN = 40;
const GREY: Rgb = [85, 85, 85];

/** A top-down layout cursor that starts a new page when the next block does not fit. */
function layout() {
  const pages: PdfPage[] = [newPage()];
  let y = MARGIN;
  const page = () => pages[pages.length - 1]!;
  const width = () => page().width - MARGIN * 2;
  const ensure = (height: number) => {
    if (y + height > page().height - MARGIN) {
      pages.push(newPage());
      y = MARGIN;
    }
  };
  const paragraph = (text: string, size: number, style: FontStyle = 'regular', fill?: Rgb, gap = 4) => {
    for (const line of wrapText(text, width(), size, style)) {
      ensure(size * 1.35);
      y += size * 1.1;
      drawText(page(), line, MARGIN, y, size, style, fill);
      y += size * 0.25;
    }
    y += gap;
  };
  return {
    pages,
    page,
    width,
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

/** The vehicle sheet: dealer header, title, price, photo, specifications, features, comments and link. */
export function vehiclePdf(data: VehiclePrintData, photo: PdfJpeg | null): Uint8Array {
  const l = layout();
  l.paragraph(data.dealer.name, 11, 'bold', undefined, 0);
  const contact = [data.dealer.address, data.dealer.phone].filter(Boolean).join(' · ');
  if (contact) l.paragraph(contact, 9, 'regular', GREY, 0);
  l.y += 6;
  drawLine(l.page(), MARGIN, l.y, MARGIN + l.width(), l.y, [17, 17, 17], 1);
  l.y += 10;
  l.paragraph(data.title, 18, 'bold');
  const price = [data.price, data.priceType].filter(Boolean).join(' ');
  l.paragraph(data.was ? `${price} (was ${data.was})` : price, 15, 'bold', undefined, 8);

  if (photo) {
    const width = l.width();
    const height = Math.min(360, (width * photo.height) / photo.width);
    const drawnWidth = (height * photo.width) / photo.height;
    l.ensure(height);
    drawImage(l.page(), photo, MARGIN, l.y, drawnWidth, height);
    l.y += height + 12;
  }

  if (data.specs.length > 0) {
    l.paragraph('Specifications', 12, 'bold', undefined, 2);
    const column = l.width() / 2;
    for (let i = 0; i < data.specs.length; i += 2) {
      l.ensure(16);
      const rowTop = l.y;
      if ((i / 2) % 2 === 0) fillRect(l.page(), MARGIN, rowTop, l.width(), 16, [244, 244, 245]);
      data.specs.slice(i, i + 2).forEach((row, j) => {
        const x = MARGIN + j * column + 4;
        drawText(l.page(), row.label, x, rowTop + 11, 8.5, 'bold', GREY);
        drawText(l.page(), wrapText(row.value, column * 0.55, 8.5)[0] ?? '', x + column * 0.42, rowTop + 11, 8.5);
      });
      l.y = rowTop + 16;
    }
    l.y += 10;
  }

  if (data.features.length > 0) {
    l.paragraph('Features', 12, 'bold', undefined, 2);
    l.paragraph(data.features.join(' · '), 8.5, 'regular', undefined, 8);
  }
  if (data.comments) {
    l.paragraph('Dealer comments', 12, 'bold', undefined, 2);
    l.paragraph(data.comments, 9, 'regular', undefined, 8);
  }
  l.paragraph(data.url, 8, 'regular', GREY);
  return writePdf(l.pages, { title: data.title });
}
