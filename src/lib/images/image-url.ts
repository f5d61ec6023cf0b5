/**
 * Image-host URL builder: width, quality (75 by default) and automatic format, as the image
 * service the spec names takes them. Local sample images ignore the parameters.
 */
export type ImageOptions = { width: number; quality?: number };

const DEFAULT_IMAGE_QUALITY = 75;
export const GALLERY_WIDTHS = [400, 800, 1200] as const;

export function imageUrl(src: string, { width, quality = DEFAULT_IMAGE_QUALITY }: ImageOptions, base = ''): string {
  const url = `${base}${src}`;
  const sep = url.includes('?') ? '&' : '?';
  return `${url}${sep}w=${width}&q=${quality}&auto=format`;
}

export function imageSrcSet(src: string, widths: readonly number[] = GALLERY_WIDTHS, base = ''): string {
  return widths.map((w) => `${imageUrl(src, { width: w }, base)} ${w}w`).join(', ');
}
