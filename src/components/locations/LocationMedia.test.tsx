import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadDealer } from '../../lib/dealer/load-dealer.ts';
import { locationMapView } from '../../lib/locations/location-card.ts';
import { contentSecurityPolicy } from '../../lib/site/security-headers.ts';
import LocationMedia from './LocationMedia.tsx';

const frameSources = (config: Parameters<typeof contentSecurityPolicy>[0]) =>
  /frame-src ([^;]+)/.exec(contentSecurityPolicy(config, []))?.[1]?.split(' ') ?? [];

// rule: locations.map
describe("a location's map", () => {
  it('harbour-mazda: shows the static map image the dealer provides, named for the location, with no third party', () => {
    const { config, locations } = loadDealer('harbour-mazda');
    const map = locationMapView(locations[0]!, config);
    const html = renderToString(<LocationMedia photo={null} map={map} embedOnClick />);
    expect(html).toContain('<img src="/images/maps/harbour-city-mazda.svg" alt="Map of Harbour City Mazda"');
    expect(html).not.toContain('data-frame-src');
    expect(html).not.toMatch(/https?:\/\//);
    // Its only frames are the video player it embeds (rule: vehicle.video), no map provider.
    expect(frameSources(config)).toEqual(['https://www.youtube-nocookie.com']);
  });

  it("sunstate-motor-group: the map drawn from the coordinates opens OpenStreetMap's embedded map at them when pressed, the policy allowing just that origin", () => {
    const { config, locations } = loadDealer('sunstate-motor-group');
    const newstead = locations.find((l) => l.slug === 'sunstate-mercedes-benz-newstead')!;
    const map = locationMapView(newstead, config);
    expect(map.embed).toEqual({
      embedUrl:
        'https://www.openstreetmap.org/export/embed.html?bbox=153.038400%2C-27.451800%2C153.054400%2C-27.441800&layer=mapnik&marker=-27.446800%2C153.046400',
      pageUrl: 'https://www.openstreetmap.org/?mlat=-27.446800&mlon=153.046400#map=17/-27.446800/153.046400',
    });
    const html = renderToString(<LocationMedia photo={null} map={map} embedOnClick />);
    expect(html).toMatch(
      /<a class="map-facade" href="https:\/\/www\.openstreetmap\.org\/\?mlat=-27\.446800[^"]*" target="_blank" rel="noopener" data-frame-src="https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
    );
    expect(html).toContain('Show map<span class="visually-hidden"> <!-- -->Sunstate Mercedes-Benz Newstead</span>');
    expect(html).toContain('<svg class="location-map"');
    expect(html).not.toContain('<iframe');
    expect(frameSources(config)).toEqual(['https://www.openstreetmap.org']);
  });

  it('stays a plain map where the embed is off (the carousel), and shows the photo before a drawn map', () => {
    const { config, locations } = loadDealer('sunstate-motor-group');
    const map = locationMapView(locations[0]!, config);
    const html = renderToString(<LocationMedia photo="/images/springwood.jpg" map={map} embedOnClick={false} />);
    expect(html).toBe('<div class="lc-media"><img src="/images/springwood.jpg" alt="" width="320" height="180" loading="lazy" decoding="async"/></div>');
  });
});
