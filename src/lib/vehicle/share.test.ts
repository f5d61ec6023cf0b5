import { describe, expect, it } from 'vitest';
import { carShareUrl, COPY_NOTICE_MS, COPY_TOAST_MS, shareLinks, shareWindowFeatures } from './share.ts';

describe('share', () => {
  it('links to /cars/{slug}/ under the site URL', () => {
    expect(carShareUrl('https://cars.example.com', '2020-mazda-cx-5-1')).toBe('https://cars.example.com/cars/2020-mazda-cx-5-1/');
    expect(carShareUrl('https://cars.example.com/', 'a')).toBe('https://cars.example.com/cars/a/');
  });

  it('offers Facebook, Twitter, WhatsApp, email and SMS, each carrying the encoded URL', () => {
    const url = 'https://x.example/cars/a-b/?q=1&r=2';
    const links = shareLinks(url, 'Mazda CX-5 & more', { twitter: true });
    expect(links.map((l) => l.channel)).toEqual(['facebook', 'twitter', 'whatsapp', 'email', 'sms']);
    for (const link of links) expect(link.href).toContain(encodeURIComponent(url));
    expect(links.find((l) => l.channel === 'email')?.href.startsWith('mailto:?subject=Mazda%20CX-5%20%26%20more')).toBe(true);
    expect(links.find((l) => l.channel === 'sms')?.href.startsWith('sms:')).toBe(true);
  });

  it('can hide Twitter', () => {
    expect(shareLinks('https://x', 't', { twitter: false }).map((l) => l.channel)).not.toContain('twitter');
  });

  it('opens a 550 by 400 window and times the copy notices at 1.5 s and 3 s', () => {
    expect(shareWindowFeatures({ width: 1550, height: 1400 })).toBe('width=550,height=400,left=500,top=500,noopener');
    expect([COPY_NOTICE_MS, COPY_TOAST_MS]).toEqual([1500, 3000]);
  });
});
