import type { APIRoute } from 'astro';
import { marketplaceFeeds, type FeedFile } from '../../lib/feeds/marketplace-feeds.ts';
import { cardOptionsFor } from '../../lib/listing/card-view.ts';
import { siteData } from '../../site-data/site-data.server.ts';

// The marketplace inventory feeds (rule: site.marketplace-feeds): aggregates of the whole stock,
// re-rendered on every stock change (see page-inputs.ts), so a price change reaches them in the same build.
export function getStaticPaths() {
  const { dealer, cars } = siteData();
  const { config } = dealer;
  const files = marketplaceFeeds({
    cars,
    siteUrl: config.site_url,
    dealerName: config.name,
    locations: dealer.locations,
    hidePrices: cardOptionsFor(config).hidePrices,
  });
  return files.map((file) => ({ params: { feed: file.name }, props: file }));
}

export const GET: APIRoute = ({ props }) => {
  const file = props as FeedFile;
  return new Response(file.body, { headers: { 'Content-Type': file.contentType } });
};
