import fs from 'node:fs';

/** A built car page of a dealer: its slug, and its HTML read when asked. */
export type BuiltCarPage = { slug: string; html: () => string };

/** Where the global setup's build put a dealer's car page. */
const carPageFile = (dealer: string, slug: string) => `dist/${dealer}/cars/${slug}/index.html`;

export const isBuiltCarPage = (dealer: string, slug: string) => fs.existsSync(carPageFile(dealer, slug));
export const builtCarHtml = (dealer: string, slug: string) => fs.readFileSync(carPageFile(dealer, slug), 'utf8');

/** Every built car page of a dealer, by slug; journeys pick cars by what their pages show, never by slug. */
export function builtCarPages(dealer: string): BuiltCarPage[] {
  return fs
    .readdirSync(`dist/${dealer}/cars`)
    .filter((slug) => isBuiltCarPage(dealer, slug))
    .sort()
    .map((slug) => ({ slug, html: () => builtCarHtml(dealer, slug) }));
}

/** The first built car page of a dealer that `test` accepts. */
export function findBuiltCarPage(dealer: string, test: (html: string, slug: string) => boolean): BuiltCarPage {
  const page = builtCarPages(dealer).find((p) => test(p.html(), p.slug));
  if (!page) throw new Error(`no built ${dealer} car matches`);
  return page;
}

/** Whether a built car page is of a car for sale: it offers the in-stock actions. */
export const inStockPage = (html: string) => html.includes('data-testid="actions"');

/** Every HTML file of a dealer's built site, as paths relative to its root (e.g. `cars/x/index.html`). */
export function builtHtmlPages(dealer: string): string[] {
  return (fs.readdirSync(`dist/${dealer}`, { recursive: true }) as string[])
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('_astro/') && !file.startsWith('stock-images/'))
    .sort();
}

/** A file of a dealer's built site, by its path relative to the site's root. */
export const readBuilt = (dealer: string, file: string) => fs.readFileSync(`dist/${dealer}/${file}`, 'utf8');
