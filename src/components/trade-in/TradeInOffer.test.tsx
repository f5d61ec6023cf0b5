import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formSettings } from '../../lib/leads/testing/fixtures.ts';
import { STRINGS } from '../../lib/strings.ts';
import TradeInOffer, { type TradeInSwitches } from './TradeInOffer.tsx';

const tradeIn: TradeInSwitches = {
  imageUpload: true,
  saveValuationColumn: false,
  limits: { max_age_years: 7, max_km: 100_000 },
  buyingTeamHours: 'Mon-Fri 9am-5pm',
};
const render = (switches: Record<string, unknown> = {}) =>
  renderToString(<TradeInOffer settings={formSettings(switches)} tradeIn={tradeIn} phone={null} source="trade-in" />);

describe('the instant offer as the page first shows it', () => {
  it("opens on 'Vehicle Details' with the rego, the state and no Back button", () => {
    const html = render();
    expect(html).toContain(`>${STRINGS.tradeInSteps[0]}</h2>`);
    expect(html).toContain(`>${STRINGS.tradeInLabels.rego}</label>`);
    expect(html).not.toContain(`>${STRINGS.tradeInBack}</button>`);
    expect(html).toContain(`>${STRINGS.tradeInFindMyCar}</button>`);
  });

  it('forms.default_state: preselects the dealer’s state among the eight', () => {
    const states = (html: string) => /<select id="trade-in-state"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
    expect(states(render())).toContain('<option value="QLD" selected="">QLD</option>');
    const wa = states(render({ forms: { default_state: 'WA' } }));
    expect(wa).toContain('<option value="WA" selected="">WA</option>');
    expect([...wa.matchAll(/<option value="([A-Z]+)"/g)].map((m) => m[1])).toEqual(['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT']);
  });
});
