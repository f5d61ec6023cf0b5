import { describe, expect, it } from 'vitest';
import { blogCardDate, blogCardExcerpt, blogSections, newestFirst } from './blog-card.ts';

describe('blog cards', () => {
  it('show the date day/month/year', () => {
    expect(blogCardDate('2026-08-02')).toBe('02/08/2026');
  });

  it('cut the description at 80 characters', () => {
    const fits = 'x'.repeat(80);
    expect(blogCardExcerpt(fits)).toBe(fits);
    const long = 'Ball weights, braked limits and the accessories that make a 3.5-tonne tow comfortable.';
    expect(long.length).toBeGreaterThan(80);
    expect(blogCardExcerpt(long)).toBe('Ball weights, braked limits and the accessories that make a 3.5-tonne tow comfor…');
    expect(blogCardExcerpt(`${'word '.repeat(16)}tail`)).toBe(`${'word '.repeat(15)}word…`);
  });

  it('list newest first, and group posts under each folder above them', () => {
    expect(newestFirst([{ date: '2026-01-02' }, { date: '2026-10-14' }]).map((c) => c.date)).toEqual(['2026-10-14', '2026-01-02']);
    const posts = [{ path: '/blog/vehicle-reviews/a' }, { path: '/blog/vehicle-reviews/suvs/b' }, { path: '/blog/c' }];
    expect([...blogSections(posts)].map(([path, list]) => [path, list.map((p) => p.path)])).toEqual([
      ['/blog/vehicle-reviews', ['/blog/vehicle-reviews/a', '/blog/vehicle-reviews/suvs/b']],
      ['/blog/vehicle-reviews/suvs', ['/blog/vehicle-reviews/suvs/b']],
    ]);
  });
});
