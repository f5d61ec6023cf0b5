import { describe, expect, it } from 'vitest';
import { ogImageFor, ogVariantPath } from './og-image.ts';

describe('the image a shared link shows', () => {
  it('is a raster photo as it is, local or remote', () => {
    expect(ogImageFor('https://cdn.example.com/cars/123/front.JPG?v=2')).toEqual({ url: 'https://cdn.example.com/cars/123/front.JPG?v=2' });
    expect(ogImageFor('/images/car.webp')).toEqual({ url: '/images/car.webp' });
    expect(ogImageFor('https://img.example.com/a.png')).toEqual({ url: 'https://img.example.com/a.png' });
  });

  it('is the 1200×630 raster variant of a sample SVG image', () => {
    expect(ogImageFor('/stock-images/suv-red-front-3q.svg')).toEqual({ url: '/stock-images/og/suv-red-front-3q.jpg', width: 1200, height: 630 });
    expect(ogVariantPath('/stock-images/spin/suv-red-00.svg')).toBeNull();
  });

  it('is none for an image no platform renders', () => {
    expect(ogImageFor('https://cdn.example.com/car.svg')).toBeNull();
    expect(ogImageFor('/dealer/logo.svg')).toBeNull();
  });
});
