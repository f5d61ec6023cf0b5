import { describe, expect, it } from 'vitest';
import { PRINT_DATA_ID, printDataFromHtml, printDataJson, type VehiclePrintData } from './print-data.ts';

const data: VehiclePrintData = {
  slug: 'a-1',
  title: 'Car',
  price: '$1,000',
  priceType: null,
  was: null,
  image: null,
  specs: [{ label: 'Colour', value: 'Red' }],
  features: [],
  comments: 'Ends early? </script><script>alert(1)</script>',
  dealer: { name: 'D', address: null, phone: null },
  url: 'http://x/cars/a-1/',
};

describe('print page data', () => {
  it('round-trips through the print page HTML, even with script-like text in it', () => {
    const json = printDataJson(data);
    expect(json).not.toContain('</script>');
    const html = `<html><body><h1>Car</h1><script type="application/json" id="${PRINT_DATA_ID}">${json}</script></body></html>`;
    expect(printDataFromHtml(html)).toEqual(data);
  });

  it('fails with a message when the page has no data', () => {
    expect(() => printDataFromHtml('<html></html>')).toThrow('The printable page has no vehicle data.');
    expect(() => printDataFromHtml(`<script id="${PRINT_DATA_ID}">{"x":1}</script>`)).toThrow('unreadable');
  });
});
