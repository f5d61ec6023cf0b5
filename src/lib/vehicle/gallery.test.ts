import { describe, expect, it } from 'vitest';
import { galleryMedia, gallerySlides } from './gallery.ts';
import { makeCar } from '../inventory/fixtures/car.ts';

const images = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `/p${i}.jpg` }));

describe('gallery slides', () => {
  it('puts every photo through the image host with a srcset, at the dealer quality', () => {
    const slides = gallerySlides(galleryMedia(makeCar({ images: images(2) })), 'Car', { quality: 60, template: null });
    expect(slides).toHaveLength(2);
    const first = slides[0]!;
    expect(first.kind).toBe('image');
    if (first.kind !== 'image') return;
    expect(first.src).toBe('/p0.jpg?w=800&q=60&auto=format');
    expect(first.srcSet.split(', ').map((s) => s.split(' ')[1])).toEqual(['400w', '800w', '1200w']);
    expect(first.alt).toBe('Car photo 1');
  });

  it('inserts a video as the second slide', () => {
    const slides = gallerySlides(galleryMedia(makeCar({ images: images(5), video_url: '/walkaround.mp4' })), 'Car', { quality: 75, template: null });
    expect(slides.map((s) => s.kind)).toEqual(['image', 'video', 'image', 'image', 'image', 'image']);
    expect(slides[1]).toMatchObject({ kind: 'video', src: '/walkaround.mp4' });
  });

  it('links a video page, or a poster standing in for the video, from the second slide', () => {
    const page = gallerySlides(galleryMedia(makeCar({ images: images(3), external_video_url: 'https://video.example/v/1' })), 'Car', {
      quality: 75,
      template: null,
    });
    expect(page[1]).toMatchObject({ kind: 'video-link', href: 'https://video.example/v/1', poster: '/p0.jpg?w=800&q=75&auto=format' });
    const poster = gallerySlides(galleryMedia(makeCar({ images: images(1), video_url: '/video/x.svg' })), 'Car', { quality: 75, template: null });
    expect(poster.map((s) => s.kind)).toEqual(['image', 'video-link']);
    expect(poster[1]).toMatchObject({ href: '/video/x.svg', poster: '/video/x.svg?w=800&q=75&auto=format' });
  });

  it('sends thumbnails only when they differ from the photos', () => {
    expect(galleryMedia(makeCar({ images: images(2) })).thumbs).toBeNull();
    const media = galleryMedia(makeCar({ images: [{ url: '/a.jpg', thumb: { url: '/a-t.jpg' } }] }));
    expect(media.thumbs).toEqual(['/a-t.jpg']);
    expect((gallerySlides(media, 'Car', { quality: 75, template: null })[0] as { thumb: string }).thumb).toBe('/a-t.jpg?w=160&q=75&auto=format');
  });

  it('has no slides for a car without photos or video', () => {
    expect(gallerySlides(galleryMedia(makeCar()), 'Car', { quality: 75, template: null })).toEqual([]);
  });
});
