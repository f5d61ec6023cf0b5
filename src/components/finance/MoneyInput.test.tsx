import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import KmInput from './KmInput.tsx';
import MoneyInput, { BUDGET_QUICK_PICKS_HIGH } from './MoneyInput.tsx';

const noop = () => {};

describe('MoneyInput', () => {
  it('shows a labelled $ field with separators and the $5,000–$70,000 quick picks', () => {
    const html = renderToString(<MoneyInput id="budget" label="Budget" name="vehiclePriceBudget" value={30_000} onChange={noop} />);
    expect(html).toMatch(/<label class="fc-label" for="budget">Budget<\/label>/);
    expect(html).toMatch(/<span class="fc-number__affix" aria-hidden="true">\$<\/span><input[^>]*id="budget"[^>]*inputMode="numeric"[^>]*value="30,000"/);
    expect(html).toContain('<input type="hidden" name="vehiclePriceBudget" value="30000"/>');
    const picks = [...html.matchAll(/<button type="button" aria-pressed="(true|false)">([^<]+)<\/button>/g)];
    expect(picks[0]?.[2]).toBe('$5,000');
    expect(picks.at(-1)?.[2]).toBe('$70,000');
    expect(picks.filter((p) => p[1] === 'true').map((p) => p[2])).toEqual(['$30,000']);
    expect(html).toMatch(/role="group" aria-label="Budget quick picks"/);
  });

  it('offers the $300,000–$800,000 picks on the site that needs them, and none when asked', () => {
    const high = renderToString(<MoneyInput id="b" label="Budget" value={null} onChange={noop} quickPicks={BUDGET_QUICK_PICKS_HIGH} />);
    expect(high).toContain('>$300,000</button>');
    expect(high).toContain('>$800,000</button>');
    expect(high).toMatch(/id="b"[^>]*value=""/);
    const none = renderToString(<MoneyInput id="b" label="Budget" value={null} onChange={noop} quickPicks={[]} />);
    expect(none).not.toContain('<button');
  });

  it('describes the field with its hint', () => {
    const html = renderToString(<MoneyInput id="b" label="Budget" value={1} onChange={noop} hint="Too low" />);
    expect(html).toMatch(/aria-describedby="b-hint"/);
    expect(html).toContain('<p class="fc-help" id="b-hint">Too low</p>');
  });
});

describe('KmInput', () => {
  it("shows kilometres with separators, a ' kms' suffix and quick picks", () => {
    const html = renderToString(<KmInput id="kms" label="Odometer" name="kms" value={123_456} onChange={noop} />);
    expect(html).toMatch(/<label class="fc-label" for="kms">Odometer<\/label>/);
    expect(html).toMatch(/value="123,456"\/><span class="fc-number__affix" aria-hidden="true"> kms<\/span>/);
    expect(html).toContain('>10,000 kms</button>');
    expect(html).toContain('<input type="hidden" name="kms" value="123456"/>');
  });
});
