import { afterAll, beforeAll } from 'vitest';
import { STRINGS } from '../../src/lib/strings.ts';
import { builtSiteServer, fetchSite, type startServer } from '../setup/isolated-work.ts';

/** A reservable car of a live listing. */
export type ReservableCar = { id: string; slug: string };

/** One card of a listing page, from its <article> to its end. */
const cardHtml = (listing: string, id: string) => {
  const start = listing.indexOf(`<article class="card" data-car-id="${id}"`);
  return start < 0 ? '' : listing.slice(start, listing.indexOf('</article>', start));
};

/** The live site of `host` at `port`, as a reservation journey reads it. */
export function liveReservations(port: () => number, host: string) {
  const page = async (pathname: string) => (await fetchSite(port(), host, pathname)).body;
  return {
    /** The cars the live listing offers a reserve button for: their ids and slugs, from the first page of stock. */
    async reservableCars(): Promise<ReservableCar[]> {
      const listing = await page('/search/');
      return [...listing.matchAll(/<article class="card" data-car-id="([^"]+)"/g)].flatMap(([, id]) => {
        const slug = /href="\/cars\/([^/"]+)\/checkout\/"/.exec(cardHtml(listing, id!))?.[1];
        return slug ? [{ id: id!, slug }] : [];
      });
    },
    /** The live car page and listing card show the car reserved, without a reserve button (or the reverse). */
    async showsReserved(car: ReservableCar, reserved: boolean): Promise<boolean> {
      const detail = await page(`/cars/${car.slug}/`);
      const card = cardHtml(await page('/search/'), car.id);
      const button = `href="/cars/${car.slug}/checkout`;
      const badge = detail.includes('data-testid="vehicle-reserved"');
      const tag = card.includes(`>${STRINGS.tagReserved}<`);
      const buttons = [detail.includes(button), card.includes(button)];
      if (card === '') return false;
      return reserved ? badge && tag && !buttons.some(Boolean) : !badge && !tag && buttons.every(Boolean);
    },
  };
}

/**
 * `npm start` over a build of `dealer` in a work directory of its own, started before the calling
 * file's tests and stopped after them: a reservation's rebuild, a cancel and the sign-in codes stay
 * out of the suite's shared server. Rates are high enough for one journey's calls from one address.
 */
export function reservationServer(prefix: string, dealer: string) {
  let work = '';
  let port = 0;
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  let stop: () => Promise<void> = async () => {};
  const envFor = (w: string, p: number) => ({
    FORECOURT_WORK_DIR: w,
    PORT: String(p),
    FORECOURT_WEBHOOK_SECRET: `e2e-${prefix}-secret`,
    FORECOURT_SERVER: `http://127.0.0.1:${p}`,
    FORECOURT_SIGN_IN_RATE_PER_MINUTE: '1000',
    FORECOURT_LEAD_RATE_PER_MINUTE: '1000',
    FORECOURT_WRITE_RATE_PER_MINUTE: '1000',
  });
  beforeAll(async () => {
    ({ work, port, server, stop } = await builtSiteServer(prefix, [dealer], envFor));
  }, 600_000);
  afterAll(() => stop());
  return {
    work: () => work,
    port: () => port,
    /** The environment the server runs with, for the CLIs a journey runs against it. */
    env: () => envFor(work, port),
    /** The end of the server's log, for a failed wait's message. */
    serverLog: () => `server log:\n${server?.log().slice(-4000) ?? ''}`,
  };
}
