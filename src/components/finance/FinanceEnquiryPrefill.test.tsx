import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import FinanceEnquiryPrefill from './FinanceEnquiryPrefill.tsx';

const dealerships = [
  { slug: 'sunstate-toyota', name: 'Sunstate Toyota' },
  { slug: 'sunstate-nissan', name: 'Sunstate Nissan' },
];

const rows = (html: string) =>
  [...html.matchAll(/<div data-key="([^"]+)"><dt>([^<]+)<\/dt><dd>([^<]+)<\/dd><\/div>/g)].map((m) => [m[2], m[3]]);

describe('FinanceEnquiryPrefill', () => {
  it('shows the prefilled values and starts the budget field at the prefilled budget', () => {
    const html = renderToString(
      <FinanceEnquiryPrefill
        dealerships={dealerships}
        search="?preferredDealership=sunstate-nissan&vehiclePriceBudget=45990&car_id=200123&car_type=demo"
      />,
    );
    expect(rows(html)).toEqual([
      ['Preferred dealership', 'Sunstate Nissan'],
      ['Vehicle price budget', '$45,990'],
      ['Car ID', '200123'],
      ['Car type', 'Demo'],
    ]);
    expect(html).toMatch(/<section[^>]*aria-labelledby="finance-prefill-title"[^>]*>/);
    expect(html).toMatch(/<h3 id="finance-prefill-title">/);
    expect(html).toMatch(/<label class="fc-label" for="finance-vehicle-price-budget">Vehicle price budget<\/label>/);
    expect(html).toMatch(/id="finance-vehicle-price-budget"[^>]*value="45,990"/);
    expect(html).toContain('<input type="hidden" name="vehiclePriceBudget" value="45990"/>');
  });

  it('shows no summary and an empty budget without a query, and ignores an unknown dealership', () => {
    const empty = renderToString(<FinanceEnquiryPrefill dealerships={dealerships} search="" />);
    expect(empty).not.toContain('finance-prefill-title');
    expect(empty).toMatch(/id="finance-vehicle-price-budget"[^>]*value=""/);
    const stranger = renderToString(<FinanceEnquiryPrefill dealerships={dealerships} search="?preferredDealership=elsewhere&car_type=used" />);
    expect(rows(stranger)).toEqual([['Car type', 'Used']]);
  });

  it('renders the empty form on the server when the query is read from the address bar', () => {
    const html = renderToString(<FinanceEnquiryPrefill dealerships={dealerships} budgetQuickPicks={[300_000, 800_000]} />);
    expect(html).not.toContain('finance-prefill-title');
    expect(html).toContain('>$300,000</button>');
    expect(html).toContain('>$800,000</button>');
  });
});
