/**
 * Image-host URL builder: width, quality (75 by default) and automatic format, as the image
 * service the spec names takes them. Without a template the parameters are appended to the
 * image's own URL (the feed's image host reads them; local sample images ignore them); with the
 * dealer's `images.url_template` the URL is the template with {url}, {width} and {quality} filled.
 */
export type ImageHost = {
  quality: number;
  /** e.g. 'https://img.example.com/{url}?w={width}&q={quality}&auto=format'; {url} is the image URL without its leading '/'. */
  template: string | null;
};

export type ImageOptions = { width: number } & Partial<ImageHost>;

const DEFAULT_IMAGE_QUALITY = 75;
export const GALLERY_WIDTHS = [400, 800, 1200] as const;

/** The image settings of a dealer's config (`images`). */
export function imageHostFor(images: { quality: number; url_template: string | null }): ImageHost {
  return { quality: images.quality, template: images.url_template };
}

export function imageUrl(src: string, { width, quality = DEFAULT_IMAGE_QUALITY, template = null }: ImageOptions): string {
  if (template !== null) {
    return template.replaceAll('{url}', src.replace(/^\//, '')).replaceAll('{width}', String(width)).replaceAll('{quality}', String(quality));
  }
  const sep = src.includes('?') ? '&' : '?';
  return `${src}${sep}w=${width}&q=${quality}&auto=format`;
}

export function imageSrcSet(src: string, widths: readonly number[] = GALLERY_WIDTHS, host: Partial<ImageHost> = {}): string {
  return widths.map((w) => `${imageUrl(src, { width: w, ...host })} ${w}w`).join(', ');
}
