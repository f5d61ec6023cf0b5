import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { carFinanceStart, startFromQuery } from '../../lib/finance/car-start.ts';
import { resolveFinanceSettings } from '../../lib/finance/dealer-settings.ts';
import type { FinanceLender } from '../../lib/finance/lenders.ts';
import { sidebarEstimate } from '../../lib/finance/summary.ts';
import FinanceCalculator from './FinanceCalculator.tsx';

/** The calculator's repayment box and its 'Enquire Now' link, as the build renders them. */
function calculator(props: Parameters<typeof FinanceCalculator>[0]) {
  const html = renderToString(<FinanceCalculator onFirstChange={() => {}} {...props} />).replace(/&amp;/g, '&');
  return {
    figure: /<p class="fc-result__payment">([^<]+)<\/p>/.exec(html)?.[1],
    href: /<a class="fc-button" href="([^"]+)"/.exec(html)?.[1] ?? '',
  };
}

const query = (href: string) => new URL(href, 'https://dealer.test').search;

// rule: finance.one-figure
describe('one repayment figure per car', () => {
  // The spec's defaults: the calculator alone starts at $30,000 over 6 years, the sidebar at the car's price over 5.
  const settings = resolveFinanceSettings({ interest: { default: 8.5 } });
  const car = { id: 100027, price: 92_990, car_type: 'new', dealership_slug: 'harbour-mazda' };

  it("opens the car page's calculator on the sidebar's figure, from the car's price, and the finance page on it too", () => {
    const sidebar = sidebarEstimate(car, settings)!.value;
    expect(sidebar).toBe('$440/wk*');
    const onCarPage = calculator({ settings, car, start: carFinanceStart(car, settings) });
    expect(onCarPage.figure).toBe(sidebar);
    // The finance page reads the link after hydration; the same start renders the same figure.
    const onFinancePage = calculator({ settings, start: startFromQuery(query(onCarPage.href), settings) });
    expect(onFinancePage.figure).toBe(sidebar);
    // Without the car's start the calculator would open elsewhere: the figure the issue saw.
    expect(calculator({ settings, car }).figure).toBe('$123/wk*');
  });

  it("opens on the lender's own quote where the sidebar shows it, and carries it to the finance page", () => {
    const lender: FinanceLender = { deposit: 5_000, termYears: 4, interestRate: 6.49, comparisonRate: 7.1, paymentWeek: 231.4, balloon: 0 };
    const quoted = { ...car, price: 49_990, finance_lenders: { ausloans: lender } };
    const withLender = resolveFinanceSettings({ provider: 'ausloans' });
    const sidebar = sidebarEstimate(quoted, withLender)!.value;
    expect(sidebar).toBe('$232/wk*');
    const onCarPage = calculator({ settings: withLender, car: quoted, start: carFinanceStart(quoted, withLender) });
    expect(onCarPage.figure).toBe(sidebar);
    expect(Object.fromEntries(new URLSearchParams(query(onCarPage.href)))).toMatchObject({
      vehiclePriceBudget: '49990',
      deposit: '5000',
      term: '4',
      rate: '6.49',
      quote: '231.4',
    });
    expect(calculator({ settings: withLender, start: startFromQuery(query(onCarPage.href), withLender) }).figure).toBe(sidebar);
  });

  it("reads a finance page's link defensively: no budget, no start; values clamped; a quote only for the inputs it was given for", () => {
    expect(startFromQuery('?car_id=1', settings)).toBeNull();
    const clamped = startFromQuery('?vehiclePriceBudget=45990&term=40&rate=abc&quote=99', settings)!;
    expect(clamped.input).toMatchObject({ amount: 45_990, termYears: 7, interestRate: 8.5 });
    expect(clamped.quotedWeekly).toBeNull();
    expect(startFromQuery('?vehiclePriceBudget=45990&term=5&rate=8.5&frequency=week&quote=212.3', settings)!.quotedWeekly).toBe(212.3);
  });
});
