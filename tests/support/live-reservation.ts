import { STRINGS } from '../../src/lib/strings.ts';
import { fetchSite } from '../setup/isolated-work.ts';

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
