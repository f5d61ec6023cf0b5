import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { STRINGS } from '../../src/lib/strings.ts';
import { COLLAPSE_MS } from '../../src/components/site/collapse.ts';
import { builtCarHtml, isBuiltCarPage } from '../support/built-site.ts';
import { carPageJourney } from '../support/car-page.ts';

/** Feed records as the sample stock writes them; cars are picked by their properties, never by slug. */
type FeedCar = { slug: string; status: string; images?: unknown[]; video_url?: string | null; spin_images?: string[]; dealercomments?: string | null };
const feed = (JSON.parse(fs.readFileSync('data/generated/stock-feed.json', 'utf8')) as unknown[]).filter(
  (r): r is FeedCar => typeof r === 'object' && r !== null && typeof (r as FeedCar).slug === 'string',
);
function findCar(dealer: string, test: (car: FeedCar) => boolean, page?: (html: string) => boolean): FeedCar {
  const car = feed.find((c) => test(c) && isBuiltCarPage(dealer, c.slug) && (!page || page(builtCarHtml(dealer, c.slug))));
  if (!car) throw new Error(`no built ${dealer} car matches`);
  return car;
}

/** Props of a built page's island, decoded from Astro's serialisation ([0, value] and [1, [items]]). */
function islandProps(html: string, island: string): Record<string, unknown> {
  const tag = new RegExp(`<astro-island[^>]*component-url="[^"]*${island}[^"]*"[^>]*>`).exec(html)?.[0] ?? '';
  const raw = /props="([^"]*)"/.exec(tag)?.[1] ?? '{}';
  const decode = (v: unknown): unknown => {
    if (!Array.isArray(v)) return v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, decode(x)])) : v;
    return v[0] === 1 ? (v[1] as unknown[]).map(decode) : decode(v[1]);
  };
  return decode(JSON.parse(raw.replace(/&quot;/g, '"').replace(/&amp;/g, '&'))) as Record<string, unknown>;
}
const photosOf = (html: string) => ((islandProps(html, 'Gallery')['media'] as { photos?: string[] } | undefined)?.photos ?? []).length;
const videoOf = (html: string) => (islandProps(html, 'Gallery')['media'] as { video?: string | null } | undefined)?.video ?? null;

const DEALER = 'harbour-mazda';
const journey = carPageJourney();
const { page, hydrated } = journey;
const open = (slug: string) => journey.open(DEALER, slug);
const errors: string[] = [];

beforeAll(() => {
  page().on('pageerror', (error) => errors.push(error.message));
});

describe('the vehicle gallery', () => {
  it('shows thumbnails for more than 3 images and puts the video second', async () => {
    const car = findCar(
      DEALER,
      (c) => c.status === 'in_stock' && (c.images?.length ?? 0) > 3 && !!c.video_url,
      (html) => photosOf(html) > 3 && videoOf(html) !== null,
    );
    const photos = photosOf(builtCarHtml(DEALER, car.slug));
    await open(car.slug);
    await hydrated('Gallery');
    const slides = page().getByTestId('gallery').locator('.vg-slide');
    await expect.poll(() => slides.count()).toBe(photos + 1);
    expect(await slides.nth(0).getAttribute('data-kind')).toBe('image');
    expect(await slides.nth(1).getAttribute('data-kind')).toMatch(/^video/);
    expect(await page().getByTestId('thumbnails').count()).toBe(1);
  });

  it('has no thumbnails with 3 images or fewer, and server-renders the first photo as the LCP image', async () => {
    const car = findCar(
      DEALER,
      (c) => c.status === 'in_stock' && (c.images?.length ?? 0) >= 1 && (c.images?.length ?? 0) <= 3,
      (html) => photosOf(html) >= 1 && photosOf(html) <= 3,
    );
    const lcp = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(builtCarHtml(DEALER, car.slug))?.[0];
    expect(lcp).toBeDefined();
    expect(lcp).toMatch(/width="800"/);
    expect(lcp).toMatch(/height="600"/);
    expect(lcp).toMatch(/loading="eager"/);
    await open(car.slug);
    await hydrated('Gallery');
    expect(await page().getByTestId('thumbnails').count()).toBe(0);
  });

  it('opens the fullscreen slider, steps with the arrow keys and closes with Escape', async () => {
    const car = findCar(
      DEALER,
      (c) => c.status === 'in_stock' && (c.images?.length ?? 0) > 3 && !c.video_url,
      (html) => photosOf(html) > 3 && videoOf(html) === null,
    );
    const total = photosOf(builtCarHtml(DEALER, car.slug));
    await open(car.slug);
    await hydrated('Gallery');
    await expect(page().getByRole('tooltip').filter({ hasText: STRINGS.fullscreen }).count()).resolves.toBe(1);
    await page().getByRole('button', { name: STRINGS.fullscreen }).click();
    const count = page().getByTestId('fullscreen-count');
    await expect(count.innerText()).resolves.toBe(`1 / ${total}`);
    expect(await page().getByTestId('fullscreen-thumbnails').count()).toBe(1);
    await page().keyboard.press('ArrowRight');
    await expect.poll(() => count.innerText()).toBe(`2 / ${total}`);
    await page().keyboard.press('ArrowLeft');
    await page().keyboard.press('ArrowLeft');
    await expect.poll(() => count.innerText()).toBe(`${total} / ${total}`);
    await page().keyboard.press('Escape');
    await expect.poll(() => page().getByTestId('gallery-fullscreen').count()).toBe(0);
    await expect.poll(() => page().getByTestId('gallery-count').innerText()).toBe(`${total} / ${total}`);
  });
});

describe('the 360° spin viewer', () => {
  it('loads every frame, turns once by itself and stops, then follows drags and arrow keys', async () => {
    const car = findCar(
      DEALER,
      (c) => c.status === 'in_stock' && (c.spin_images?.length ?? 0) > 1,
      (html) => html.includes('SpinViewer'),
    );
    const frames = (islandProps(builtCarHtml(DEALER, car.slug), 'SpinViewer')['frames'] as string[]).length;
    await open(car.slug);
    const stage = page().getByTestId('spin-stage');
    await stage.scrollIntoViewIfNeeded();
    await page().getByTestId('spin-loading').waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => stage.getAttribute('data-frame')).not.toBe('0');
    await expect.poll(() => stage.getAttribute('data-auto-rotating'), { timeout: 10_000 }).toBe('false');
    expect(await stage.getAttribute('data-frame')).toBe('0');
    await page().waitForTimeout(300);
    expect(await stage.getAttribute('data-frame')).toBe('0');
    expect(await page().getByTestId('spin-hint').innerText()).toContain(STRINGS.swipeToSpin);

    const box = (await stage.boundingBox())!;
    await page().mouse.move(box.x + 100, box.y + box.height / 2);
    await page().mouse.down();
    await page().mouse.move(box.x + 165, box.y + box.height / 2, { steps: 5 });
    await page().mouse.up();
    expect(await stage.getAttribute('data-frame')).toBe('3');
    expect(await page().getByTestId('spin-hint').count()).toBe(0);

    await stage.focus();
    await page().keyboard.press('ArrowRight');
    expect(await stage.getAttribute('data-frame')).toBe('4');
    for (let i = 0; i < 5; i++) await page().keyboard.press('ArrowLeft');
    expect(await stage.getAttribute('data-frame')).toBe(String(frames - 1));
  });

  it('resets the gallery view when leaving it and toggles full screen', async () => {
    const viewer = page().getByTestId('spin-viewer');
    await page().getByRole('button', { name: 'Gallery', exact: true }).click();
    await page().getByTestId('spin-gallery').getByRole('button', { name: 'Next photo' }).click();
    expect(await page().getByTestId('spin-gallery').getAttribute('data-index')).toBe('1');
    await viewer.getByRole('button', { name: /360° spin/ }).click();
    await page().getByRole('button', { name: 'Gallery', exact: true }).click();
    expect(await page().getByTestId('spin-gallery').getAttribute('data-index')).toBe('0');
    await viewer.getByRole('button', { name: 'Full screen' }).click();
    expect(await viewer.getAttribute('class')).toContain('spin--fullscreen');
    await page().keyboard.press('Escape');
    expect(await viewer.getAttribute('class')).not.toContain('spin--fullscreen');
  });
});

describe('the vehicle content', () => {
  it('truncates long dealer comments at 400 characters behind more/less', async () => {
    const car = findCar(
      DEALER,
      (c) => c.status === 'in_stock' && (c.dealercomments?.trim().length ?? 0) > 450,
      (html) => html.includes('data-kind="truncated"'),
    );
    await open(car.slug);
    const comments = page().getByTestId('dealer-comments');
    const full = ((await comments.locator('[data-full]').textContent()) ?? '').trim();
    expect(full.length).toBeGreaterThan(400);
    const short = (await comments.locator('.comments-text').innerText()).trim();
    expect(short.endsWith('…')).toBe(true);
    expect(short.length).toBeLessThanOrEqual(401);
    expect(full.startsWith(short.slice(0, -1))).toBe(true);
    await comments.getByRole('button', { name: 'more' }).click();
    expect((await comments.locator('.comments-text').innerText()).trim()).toBe(full);
    await comments.getByRole('button', { name: 'less' }).click();
    // The text folds back once the 300 ms slide ends (rule: vehicle.collapse).
    await expect.poll(async () => (await comments.locator('.comments-text').innerText()).trim()).toBe(short);
  });

  it('shows the pending notice for empty comments', async () => {
    const car = findCar(
      DEALER,
      (c) => c.status === 'in_stock' && !c.dealercomments?.trim(),
      (html) => html.includes('data-kind="pending"'),
    );
    await open(car.slug);
    expect((await page().getByTestId('dealer-comments').innerText()).trim()).toBe(STRINGS.dealerCommentsPending);
  });

  it('shows 4 specification rows, then all with Show More and 4 again with Show Less, sliding over 300 ms (rule: vehicle.collapse)', async () => {
    const rows = page().locator('#spec-rows tr');
    const visible = () => rows.evaluateAll((trs) => trs.filter((tr) => (tr as HTMLElement).offsetParent !== null).length);
    /** The durations of the slides running on the rows' section. */
    const slides = () =>
      page()
        .locator('#spec-rows')
        .evaluate((el) => el.getAnimations().map((a) => a.effect?.getTiming().duration));
    // The page's animations play at a tenth of their speed, so a busy machine still sees the slide running.
    const devtools = await page().context().newCDPSession(page());
    await devtools.send('Animation.enable');
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 0.1 });
    const total = await rows.count();
    expect(total).toBeGreaterThan(4);
    expect(await visible()).toBe(4);
    await page().locator('#spec-rows').getByRole('button', { name: STRINGS.showMore }).click();
    expect(await slides()).toEqual([COLLAPSE_MS]);
    expect(await visible()).toBe(total);
    await expect.poll(slides).toEqual([]);
    await page().locator('#spec-rows').getByRole('button', { name: STRINGS.showLess }).click();
    expect(await slides()).toEqual([COLLAPSE_MS]);
    // Closing keeps the rows shown until the slide ends.
    expect(await visible()).toBe(total);
    await expect.poll(visible).toBe(4);
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await devtools.detach();
  });

  it('shows a sold car as SOLD with Find Me Something Similar instead of the buttons', async () => {
    const car = findCar(
      DEALER,
      (c) => c.status === 'sold',
      (html) => html.includes('data-testid="sold-notice"'),
    );
    await open(car.slug);
    expect(await page().getByTestId('sold-notice').innerText()).toBe(STRINGS.sold);
    expect(await page().getByTestId('find-similar').innerText()).toBe(STRINGS.findMeSomethingSimilar);
    expect(await page().getByTestId('actions').count()).toBe(0);
    expect(await page().locator('.sidebar').getByRole('link', { name: STRINGS.enquire, exact: true }).count()).toBe(0);
  });

  it('raised no script errors', () => {
    expect(errors).toEqual([]);
  });
});
