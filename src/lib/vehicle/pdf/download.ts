/** Browser side of the PDF: fetch the prebuilt print page, draw its photo to JPEG, write and save the file. */
import { printDataFromHtml } from '../print-data.ts';
import { vehiclePdf } from './vehicle-pdf.ts';

const PHOTO_WIDTH = 960;
const PHOTO_HEIGHT = 720;

/** The photo drawn onto a canvas (any format the browser shows, SVG included) and encoded as JPEG bytes; null on failure. */
async function photoAsJpeg(src: string): Promise<Uint8Array | null> {
  try {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = PHOTO_WIDTH;
    canvas.height = PHOTO_HEIGHT;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, PHOTO_WIDTH, PHOTO_HEIGHT);
    const scale = Math.max(PHOTO_WIDTH / (image.naturalWidth || PHOTO_WIDTH), PHOTO_HEIGHT / (image.naturalHeight || PHOTO_HEIGHT));
    const w = (image.naturalWidth || PHOTO_WIDTH) * scale;
    const h = (image.naturalHeight || PHOTO_HEIGHT) * scale;
    ctx.drawImage(image, (PHOTO_WIDTH - w) / 2, (PHOTO_HEIGHT - h) / 2, w, h);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
  } catch (error) {
    console.warn('the PDF is made without its photo', error);
    return null;
  }
}

export async function downloadVehiclePdf(slug: string): Promise<void> {
  const response = await fetch(`/cars/${encodeURIComponent(slug)}/print/`);
  if (!response.ok) throw new Error(`The printable page could not be loaded (${response.status}).`);
  const data = printDataFromHtml(await response.text());
  const photo = data.image ? await photoAsJpeg(data.image) : null;
  const bytes = vehiclePdf(data, photo);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${slug}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
