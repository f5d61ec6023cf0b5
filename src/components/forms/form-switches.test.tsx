import { describe, expect, it } from 'vitest';
import { FIELD } from '../../lib/leads/form-fields.ts';
import { filledEnquiry, formSettings, leadCar, location } from '../../lib/leads/testing/fixtures.ts';
import { leadFormSettings } from '../../lib/leads/form-settings.ts';
import { DealerConfigSchema } from '../../lib/dealer/dealer-config.ts';
import { STRINGS } from '../../lib/strings.ts';
import { formUnderTest, tagOf } from './testing/form-under-test.tsx';

const render = (switches: Record<string, unknown> = {}, entry: Parameters<typeof formUnderTest>[0] = 'contact') =>
  formUnderTest(entry, formSettings(switches)).html();

describe("the dealer's form switches, as the shopper sees them", () => {
  it('forms.terms_checkbox: the terms box links the terms of use (content.legal.terms_path); false removes it and its message', () => {
    const on = render({ content: { legal: { terms_path: '/pages/terms' } } });
    expect(on).toContain('I agree to the <a href="/pages/terms" target="_blank" rel="noopener">terms of use</a>');
    const off = formUnderTest('contact', formSettings({ forms: { terms_checkbox: false } }));
    off.submit();
    expect(off.html()).not.toContain('terms_conditions');
    expect(off.html()).not.toContain(STRINGS.mustAgreeToTerms);
  });

  it('forms.enquiry_message_required: the message is required by default, optional when false', () => {
    expect(tagOf(render(), 'f-message')).toContain('required=""');
    const relaxed = formUnderTest('contact', formSettings({ forms: { enquiry_message_required: false } }));
    relaxed.fill(filledEnquiry({ [FIELD.message]: '', [FIELD.location]: '12' }));
    expect(tagOf(relaxed.html(), 'f-message')).not.toContain('required');
    expect(relaxed.submit()).not.toBeNull();
  });

  it('forms.hide_opt_in: opt_in is a checkbox ticked by default; hidden, it is not shown and still sent as true', () => {
    expect(tagOf(render(), 'f-opt-in')).toMatch(/type="checkbox"[^>]*checked=""/);
    const hidden = formUnderTest('contact', formSettings({ forms: { hide_opt_in: true } }));
    expect(hidden.html()).not.toContain('opt_in');
    hidden.fill(filledEnquiry({ [FIELD.location]: '11' }));
    expect(hidden.submit()).toMatchObject({ [FIELD.optIn]: true });
  });

  it('forms.remove_dealership_select: the location select shows for a group and goes when removed', () => {
    expect(render()).toMatch(
      /<select id="f-location"[^>]*>[\s\S]*?<option value="11">Sample Toyota Springwood<\/option><option value="12">Sample Nissan Ipswich<\/option><option value="13">Sample Service Springwood<\/option><\/select>/,
    );
    expect(render({ forms: { remove_dealership_select: true } })).not.toContain('f-location');
  });

  it('shows no location select for a single dealership, even with several locations', () => {
    const solo = DealerConfigSchema.parse({ slug: 'solo', name: 'Solo Cars', id: 1, dealerships: [{ id: 1, slug: 'solo', name: 'Solo Cars' }] });
    const html = formUnderTest('contact', leadFormSettings(solo, [location(1, 'solo'), location(2, 'solo')])).html();
    expect(html).not.toContain('f-location');
  });

  it('preselects the page location (/contact-us/{location slug})', () => {
    const html = formUnderTest('contact', formSettings(), null, { locationId: '12' }).html();
    expect(html).toContain('<option value="12" selected="">Sample Nissan Ipswich</option>');
  });

  it("forms.ask_has_trade_in: asks 'do-you-have-a-trade-in' (Yes or No); Yes adds the odometer in kms", () => {
    expect(render()).not.toContain(FIELD.hasTradeIn);
    const form = formUnderTest('quick-enquiry', formSettings({ forms: { ask_has_trade_in: true } }), leadCar());
    const asked = form.html();
    expect(asked).toMatch(/<fieldset id="f-do-you-have-a-trade-in"><legend>Do you have a trade-in\?<\/legend>/);
    expect(asked).toContain('<input type="radio" name="do-you-have-a-trade-in" value="Yes"/>Yes');
    expect(asked).not.toContain('f-kms');
    form.fill(filledEnquiry());
    form.submit();
    expect(form.state().errors[FIELD.hasTradeIn]).toEqual([STRINGS.fieldRequired]);
    form.fill({ [FIELD.hasTradeIn]: 'Yes', [FIELD.kms]: 85_000 });
    const yes = form.html();
    expect(tagOf(yes, 'f-kms')).toContain('value="85,000"');
    expect(yes).toContain('<span class="fc-number__affix" aria-hidden="true"> kms</span>');
    expect(yes).toContain('>100,000 kms</button>');
  });

  it('content.legal: the consent text names the group, STOP, the unsubscribe link and the Privacy Policy', () => {
    const consent = (html: string) => /<p class="lf-consent"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    const byDefault = consent(render());
    expect(byDefault).toContain('receive communications from Sample Motor Group');
    expect(byDefault).toContain('replying STOP');
    expect(byDefault).toContain('unsubscribe link');
    expect(byDefault).toContain('the Sample Motor Group <a href="/privacy-policy">Privacy Policy</a>.');
    const group = consent(render({ content: { legal: { group_name: 'Sunstate Group', privacy_policy_path: '/pages/privacy-policy' } } }));
    expect(group).toContain('the Sunstate Group <a href="/pages/privacy-policy">Privacy Policy</a>.');
  });

  it('forms.budget_quick_picks: the finance budget has the $ prefix, thousands separators and the quick picks', () => {
    const form = formUnderTest('finance', formSettings({ forms: { budget_quick_picks: [300_000, 800_000] } }), null, { prefill: { [FIELD.budget]: 45_990 } });
    const html = form.html();
    expect(html).toContain('<label class="fc-label" for="f-vehiclepricebudget">Vehicle price budget</label>');
    expect(html).toContain('<span class="fc-number__affix" aria-hidden="true">$</span>');
    expect(tagOf(html, 'f-vehiclepricebudget')).toContain('value="45,990"');
    expect(html).toContain('<input type="hidden" name="vehiclePriceBudget" value="45990"/>');
    expect(html).toContain('>$300,000</button>');
    expect(html).toContain('>$800,000</button>');
  });

  it('shows the category select only on the general enquiry, starting at General Enquiry', () => {
    expect(render()).toContain(`<option value="${STRINGS.generalEnquiry}" selected="">${STRINGS.generalEnquiry}</option>`);
    expect(formUnderTest('quick-enquiry', formSettings(), leadCar()).html()).not.toContain('f-category');
    expect(formUnderTest('book-test-drive', formSettings()).html()).not.toContain('f-category');
  });
});
