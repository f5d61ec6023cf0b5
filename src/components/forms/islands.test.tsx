import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formSettings, leadCar } from '../../lib/leads/testing/fixtures.ts';
import { STRINGS } from '../../lib/strings.ts';
import FinanceCalculator from '../finance/FinanceCalculator.tsx';
import { resolveFinanceSettings } from '../../lib/finance/dealer-settings.ts';
import LeadDialog from './LeadDialog.tsx';
import LeadFormIsland from './LeadFormIsland.tsx';
import { decode } from './testing/form-under-test.tsx';

const settings = formSettings();
const rows = (html: string) => [...html.matchAll(/<div data-key="([^"]+)"><dt>([^<]+)<\/dt><dd>([^<]+)<\/dd><\/div>/g)].map((m) => [m[2], m[3]]);

describe('lead form islands, rendered on the server', () => {
  it('finance page: shows what the enquiry link prefilled and starts the budget and the location there', () => {
    const search = '?preferredDealership=sample-nissan&vehiclePriceBudget=45990&car_id=200123&car_type=demo';
    const html = decode(renderToString(<LeadFormIsland entry="finance" query="finance" settings={settings} search={search} />));
    expect(rows(html)).toEqual([
      ['Preferred dealership', 'Sample Nissan'],
      ['Vehicle price budget', '$45,990'],
    ]);
    // The car's id and type code are not for shoppers: the car is named once the stock file names it.
    expect(html).not.toContain('200123');
    expect(html).not.toContain('Car type');
    expect(html).toMatch(/<section[^>]*aria-labelledby="finance-prefill-title"[^>]*>/);
    expect(html).toMatch(/name="vehiclePriceBudget" value="45990"/);
    expect(html).toContain('<option value="12" selected="">Sample Nissan Ipswich</option>');
    expect(html).toContain('data-form="finance_enquiry"');
  });

  it('finance page: the empty form without a query, ignoring an unknown dealership', () => {
    const empty = renderToString(<LeadFormIsland entry="finance" query="finance" settings={settings} />);
    expect(empty).not.toContain('finance-prefill-title');
    const stranger = decode(
      renderToString(<LeadFormIsland entry="finance" query="finance" settings={settings} search="?preferredDealership=elsewhere&car_type=used" />),
    );
    expect(stranger).not.toContain('finance-prefill-title');
  });

  it('contact page: a general enquiry until the car in the link is found', () => {
    const html = renderToString(<LeadFormIsland entry="contact" query="car" settings={settings} search="?car_id=4242" />);
    expect(html).toContain('data-form="general_enquiry"');
  });

  it('dialog: titled, closed until opened, with a close button and the form', () => {
    const html = decode(
      renderToString(<LeadDialog entry="quick-enquiry" settings={settings} car={leadCar()} lookUpCar={false} opened={0} returnFocus={null} />),
    );
    const dialog = /<dialog[^>]*aria-labelledby="([^"]+)"[^>]*>/.exec(html);
    expect(dialog?.[0]).not.toContain(' open');
    expect(html).toContain(`id="${dialog?.[1]}">${STRINGS.quickEnquiry}</h2>`);
    expect(html).toContain('aria-label="Close"');
    expect(html).toContain('Enquiring about <strong>2021 Toyota Corolla Ascent</strong>');
    expect(html).toContain('data-form="car_enquiry"');
  });

  it("'Get Finance Now': with a form, the dialog takes the enquiry itself instead of linking to the page", () => {
    const finance = resolveFinanceSettings({ enquiry: { modal: true } });
    const car = { id: 4242, price: 30_000, car_type: 'used', dealership_slug: 'sample-toyota' };
    const linking = renderToString(<FinanceCalculator settings={finance} car={car} onFirstChange={() => {}} />);
    expect(linking).toContain(`>${STRINGS.enquireNow}</a>`);
    const taking = renderToString(<FinanceCalculator settings={finance} car={car} onFirstChange={() => {}} enquiryForm={{ settings, car }} />);
    expect(taking).toContain(`>${STRINGS.financeEnquiry}</h2>`);
    expect(taking).not.toContain(`>${STRINGS.enquireNow}</a>`);
  });
});
