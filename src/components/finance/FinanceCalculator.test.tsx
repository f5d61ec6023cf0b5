import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FinanceConfigSchema } from '../../lib/dealer/config-finance.ts';
import { DEFAULT_FINANCE_SETTINGS, financeSettingsFromConfig, resolveFinanceSettings } from '../../lib/finance/dealer-settings.ts';
import { DEFAULT_FINANCE_DISCLAIMER } from '../../lib/finance/finance-settings.ts';
import { STRINGS } from '../../lib/strings.ts';
import FinanceCalculator from './FinanceCalculator.tsx';

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

function labels(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of html.matchAll(/<label[^>]*\bfor="([^"]+)"[^>]*>([^<]*)<\/label>/g)) found.set(decode(m[2] ?? ''), m[1] ?? '');
  return found;
}

/** Weekly repayment on $P at 10 % over `years`, from the textbook annuity formula, rounded up. */
function weekly(principal: number, years: number, annual = 10): number {
  const r = annual / 100 / 52;
  return Math.ceil((principal * r) / (1 - Math.pow(1 + r, -52 * years)));
}

const dollars = (n: number) => `$${n.toLocaleString('en-AU')}`;

describe('FinanceCalculator, rendered on the server', () => {
  const html = renderToString(<FinanceCalculator settings={DEFAULT_FINANCE_SETTINGS} onFirstChange={() => {}} />);

  it("has the 'Finance Calculator' heading and the six labelled inputs", () => {
    expect(html).toContain(`>${STRINGS.financeCalculator}</h2>`);
    const found = labels(html);
    for (const label of ['Purchase price', 'Deposit / trade-in', 'Balloon / residual', 'Loan term', 'Interest rate', 'Repayment frequency']) {
      const id = found.get(label);
      expect(id, label).toBeTruthy();
      expect(html).toMatch(new RegExp(`<(input|select)[^>]*\\bid="${id}"`));
    }
  });

  it('gives each slider its label', () => {
    const sliders = [...html.matchAll(/<input[^>]*type="range"[^>]*>/g)].map((m) => m[0]);
    expect(sliders).toHaveLength(5);
    for (const slider of sliders) {
      const labelId = /aria-labelledby="([^"]+)"/.exec(slider)?.[1];
      expect(html).toMatch(new RegExp(`<label[^>]*id="${labelId}"`));
    }
  });

  it('shows the default weekly repayment and total without JavaScript', () => {
    const payment = weekly(30_000, 6);
    expect(html).toContain(`$${payment}/wk*`);
    expect(html).toContain(`Total repayments</span> <strong>${dollars(52 * 6 * payment)}</strong>`);
    expect(html).toContain('value="30,000"');
    expect(html).not.toContain(STRINGS.enquireForFinance);
    expect(html).not.toMatch(/Cannot be less than/);
  });

  it('shows the full disclaimer under #financeDisclaimer with a Show Less toggle', () => {
    expect(html).toMatch(/<div id="financeDisclaimer"[^>]*><p[^>]*>([^<]+)<\/p><button[^>]*aria-expanded="true"[^>]*>Show Less<\/button>/);
    expect(decode(html)).toContain(DEFAULT_FINANCE_DISCLAIMER);
  });

  it("links 'Enquire Now' to the finance page without a car", () => {
    expect(html).toContain(`<a class="fc-button" href="/finance">${STRINGS.enquireNow}</a>`);
  });
});

describe('FinanceCalculator variants', () => {
  const car = { id: 8812, price: 45_990, car_type: 'used', dealership_slug: 'harbour-mazda' };

  it("starts at the car's price and prefills the enquiry link", () => {
    const settings = resolveFinanceSettings({ amount: { defaultFromCarPrice: true } });
    const html = decode(renderToString(<FinanceCalculator settings={settings} car={car} onFirstChange={() => {}} />));
    expect(html).toContain(`$${weekly(45_990, 6)}/wk*`);
    expect(html).toContain(
      'href="/finance?preferredDealership=harbour-mazda&vehiclePriceBudget=45990&car_id=8812&car_type=used&term=6&rate=10&frequency=week#finance-form"',
    );
  });

  it("says 'Enquire for Finance' with no total for a tiny loan", () => {
    const settings = resolveFinanceSettings({ amount: { defaultFromCarPrice: true }, interest: { default: 0.5 } });
    const html = renderToString(<FinanceCalculator settings={settings} car={{ ...car, price: 1_200 }} onFirstChange={() => {}} />);
    expect(html).toContain(STRINGS.enquireForFinance);
    expect(html).not.toContain('Total repayments');
    // 1,200 lies inside the 1,000–100,000 bounds, so no help text
    expect(html).not.toContain(STRINGS.cannotBeLessOrMore('$1,000', '$100,000'));
    expect(html).toContain('value="1,200"');
  });

  it('warns when the default amount sits on a bound', () => {
    const settings = resolveFinanceSettings({ amount: { defaultFromCarPrice: true } });
    const html = renderToString(<FinanceCalculator settings={settings} car={{ ...car, price: 140_000 }} onFirstChange={() => {}} />);
    expect(html).toContain(STRINGS.cannotBeLessOrMore('$1,000', '$100,000'));
    expect(html).toMatch(/aria-describedby="[^"]+-help"/);
  });

  it("opens a 'Finance Enquiry' dialog from 'Get Finance Now' in the modal variant", () => {
    const settings = resolveFinanceSettings({ enquiry: { modal: true } });
    const html = renderToString(<FinanceCalculator settings={settings} car={car} onFirstChange={() => {}} />);
    expect(html).toMatch(/<a class="fc-button" href="\/finance\?[^"]+" aria-haspopup="dialog">Get Finance Now<\/a>/);
    const dialog = /<dialog[^>]*aria-labelledby="([^"]+)"[^>]*>([\s\S]*?)<\/dialog>/.exec(html);
    expect(dialog?.[2]).toContain(`>${STRINGS.financeEnquiry}</h2>`);
    expect(dialog?.[2]).toContain(`id="${dialog?.[1]}"`);
    expect(dialog?.[2]).toContain(STRINGS.enquireNow);
    expect(dialog?.[2]).toContain(`$${weekly(30_000, 6)}/wk*`);
  });

  it('hides the frequency selector, fixes the interest rate and lists years where configured', () => {
    const settings = resolveFinanceSettings({
      frequency: { selectable: false },
      interest: { default: 8.5, sliderEnabled: false },
      term: { options: [1, 2, 3, 4, 5], default: 5 },
    });
    const html = renderToString(<FinanceCalculator settings={settings} onFirstChange={() => {}} />);
    expect(labels(html).has('Repayment frequency')).toBe(false);
    expect(html).toMatch(/<input[^>]*type="range"[^>]*disabled=""[^>]*aria-valuetext="8.5%"/);
    expect(html).toMatch(/<input[^>]*readOnly=""[^>]*value="8.5"/);
    expect(html).toMatch(/<option value="5" selected="">5 years<\/option>/);
    expect(html).toContain(`$${weekly(30_000, 5, 8.5)}/wk*`);
  });

  it('lists the fee-list variant and finances the establishment fee', () => {
    const settings = financeSettingsFromConfig(FinanceConfigSchema.parse({ fee_list: {}, establishment_fee: 395 }), 'sample');
    const html = renderToString(<FinanceCalculator settings={settings} onFirstChange={() => {}} />);
    for (const text of ['$395', '$6', '$8 a month', '$912.25']) expect(html).toContain(`<dd>${text}</dd>`);
    const payment = weekly(30_395, 6);
    expect(html).toContain(`$${payment}/wk*`);
    expect(html).toContain(`<strong>${dollars(52 * 6 * payment + 395)}</strong>`);
  });

  it("uses the car's disclaimer when given one", () => {
    const html = renderToString(<FinanceCalculator settings={DEFAULT_FINANCE_SETTINGS} disclaimer="Taurus terms apply." onFirstChange={() => {}} />);
    expect(html).toContain('<div id="financeDisclaimer" class="fc-disclaimer"><p id=');
    expect(html).toContain('Taurus terms apply.</p></div>');
  });
});
