import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl } from './image-url.ts';

describe('image URLs', () => {
  it('asks the image host for the width, quality 75 and automatic format', () => {
    expect(imageUrl('/stock-images/suv-red-side.svg', { width: 800 })).toBe('/stock-images/suv-red-side.svg?w=800&q=75&auto=format');
  });
  it('keeps existing query parameters and a custom quality', () => {
    expect(imageUrl('/a.jpg?v=2', { width: 400, quality: 60 })).toBe('/a.jpg?v=2&w=400&q=60&auto=format');
  });
  it('lists one candidate per width for srcset', () => {
    expect(imageSrcSet('/a.jpg', [400, 800]).split(', ')).toEqual(['/a.jpg?w=400&q=75&auto=format 400w', '/a.jpg?w=800&q=75&auto=format 800w']);
  });
});

describe("a dealer's image host template (images.url_template)", () => {
  const host = { quality: 60, template: 'https://img.example.com/{url}?w={width}&q={quality}&auto=format' };
  it('fills {url}, {width} and {quality}', () => {
    expect(imageUrl('/stock-images/suv-red-side.svg', { width: 800, ...host })).toBe(
      'https://img.example.com/stock-images/suv-red-side.svg?w=800&q=60&auto=format',
    );
    expect(imageUrl('https://cdn.dealer.example/a.jpg', { width: 400, ...host })).toBe(
      'https://img.example.com/https://cdn.dealer.example/a.jpg?w=400&q=60&auto=format',
    );
  });
  it('gives srcset candidates through the template', () => {
    expect(imageSrcSet('/a.jpg', [400], host)).toBe('https://img.example.com/a.jpg?w=400&q=60&auto=format 400w');
  });
});
