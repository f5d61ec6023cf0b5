/**
 * The image a shared link shows (`og:image`). Social platforms render raster images only, so a
 * raster photo is used as it is, and a site's own SVG image by its raster variant, which the
 * sample image set writes beside it (`/stock-images/x.svg` → `/stock-images/og/x.jpg`); any other
 * image has no preview.
 */
export type OgImage = { url: string; width?: number; height?: number };

/** The size of the raster variants: the 1.91:1 card every platform shows uncropped. */
export const OG_VARIANT_SIZE = { width: 1200, height: 630 } as const;

const RASTER = /\.(jpe?g|png|webp|gif)$/i;
const SAMPLE_SVG = /^\/stock-images\/([a-z0-9-]+)\.svg$/;

/** The raster variant's site path of a sample SVG image, or null when it has none. */
export function ogVariantPath(svgPath: string): string | null {
  const m = SAMPLE_SVG.exec(svgPath);
  return m ? `/stock-images/og/${m[1]}.jpg` : null;
}

export function ogImageFor(imageUrl: string): OgImage | null {
  const path = /^https?:\/\//i.test(imageUrl) ? new URL(imageUrl).pathname : (imageUrl.split(/[?#]/)[0] ?? '');
  if (RASTER.test(path)) return { url: imageUrl };
  const variant = /^\//.test(imageUrl) ? ogVariantPath(path) : null;
  return variant ? { url: variant, ...OG_VARIANT_SIZE } : null;
}
