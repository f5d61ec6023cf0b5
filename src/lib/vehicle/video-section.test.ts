import { describe, expect, it } from 'vitest';
import { makeCar } from '../inventory/fixtures/car.ts';
import { playableVideo } from '../embeds/video-players.ts';
import { videoSection } from './video-section.ts';

const host = { quality: 75, template: null };
const car = (patch: { video_url?: string | null; external_video_url?: string | null }) =>
  makeCar({ id: 1, slug: 'a-1', images: [{ url: 'https://cdn.example/a.jpg', thumb: { url: 'https://cdn.example/a-t.jpg' } }], ...patch });

// rule: vehicle.video
describe('the video section', () => {
  it('plays a YouTube or Vimeo walkaround in its player only where the dealer embeds that host', () => {
    const walkaround = car({ external_video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', video_url: 'https://cdn.example/v.mp4' });
    expect(videoSection(walkaround, ['youtube'], host)).toMatchObject({
      kind: 'player',
      player: 'youtube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
      watchUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(videoSection(walkaround, [], host)).toMatchObject({ kind: 'link', href: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(videoSection(car({ external_video_url: 'https://vimeo.com/76979871' }), ['youtube', 'vimeo'], host)).toMatchObject({
      player: 'vimeo',
      embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    });
  });

  it("shows the car's first photo as the poster, never an image from the video host", () => {
    const view = videoSection(car({ external_video_url: 'https://youtu.be/dQw4w9WgXcQ' }), ['youtube'], host);
    expect(view?.poster).toMatch(/^https:\/\/cdn\.example\/a\.jpg/);
  });

  it("plays the feed's own video file on the page, and shows nothing for a car without a video", () => {
    expect(videoSection(car({ video_url: 'https://cdn.example/v.mp4' }), [], host)).toMatchObject({ kind: 'file', src: 'https://cdn.example/v.mp4' });
    expect(videoSection(car({}), ['youtube'], host)).toBeNull();
  });

  it('reads the watch links each host gives, and refuses look-alikes', () => {
    const id = 'dQw4w9WgXcQ';
    for (const link of [
      `https://youtu.be/${id}`,
      `https://m.youtube.com/watch?v=${id}&t=3`,
      `https://www.youtube.com/embed/${id}`,
      `https://youtube.com/shorts/${id}`,
    ]) {
      expect(playableVideo(link, ['youtube'])?.embedUrl, link).toBe(`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`);
    }
    for (const link of [`https://youtube.com.evil.example/watch?v=${id}`, 'https://www.youtube.com/watch?v=short', 'javascript:alert(1)', 'not a url']) {
      expect(playableVideo(link, ['youtube', 'vimeo']), link).toBeNull();
    }
  });
});
