import { describe, expect, it } from 'vitest';
import { locationChoices, preselectedLocation } from './form-settings.ts';
import { formSettings, GROUP_LOCATIONS, location } from './testing/fixtures.ts';
import { leadFormSettings } from './form-settings.ts';
import { DealerConfigSchema } from '../dealer/dealer-config.ts';

describe('lead form settings', () => {
  it("reads the dealer's form switches", () => {
    expect(formSettings().rules).toEqual({
      termsCheckbox: true,
      messageRequired: true,
      hideOptIn: false,
      askHasTradeIn: false,
      locationSelect: true,
      defaultState: 'QLD',
      redbook: false,
    });
    const changed = formSettings({
      forms: {
        terms_checkbox: false,
        enquiry_message_required: false,
        hide_opt_in: true,
        ask_has_trade_in: true,
        remove_dealership_select: true,
        default_state: 'WA',
      },
      redbook: true,
    }).rules;
    expect(changed).toEqual({
      termsCheckbox: false,
      messageRequired: false,
      hideOptIn: true,
      askHasTradeIn: true,
      locationSelect: false,
      defaultState: 'WA',
      redbook: true,
    });
  });

  it('shows the location select only for more than one dealership', () => {
    const single = DealerConfigSchema.parse({ slug: 'solo', name: 'Solo Cars', id: 1, dealerships: [{ id: 1, slug: 'solo', name: 'Solo Cars' }] });
    expect(leadFormSettings(single, [location(1, 'solo'), location(2, 'solo')]).rules.locationSelect).toBe(false);
  });

  it('names the dealer group and its Privacy Policy from content.legal, the dealer name by default', () => {
    expect(formSettings().legal).toEqual({ groupName: 'Sample Motor Group', privacyPolicyPath: '/privacy-policy', termsPath: '/terms-and-conditions' });
    const legal = { group_name: 'Sunstate Group', privacy_policy_path: '/pages/privacy', terms_path: '/pages/terms' };
    expect(formSettings({ content: { legal } }).legal).toEqual({ groupName: 'Sunstate Group', privacyPolicyPath: '/pages/privacy', termsPath: '/pages/terms' });
  });

  it("links the site's own Privacy Policy and terms where content.pages_path keeps them", () => {
    expect(formSettings({ content: { pages_path: true } }).legal).toMatchObject({
      privacyPolicyPath: '/pages/privacy-policy',
      termsPath: '/pages/terms-and-conditions',
    });
  });

  it('offers visible locations, primary first', () => {
    expect(formSettings().locations.map((l) => l.id)).toEqual(['11', '12', '13']);
  });

  it("offers a car's own dealership's sales locations, and auto-selects the only one left", () => {
    const settings = formSettings();
    const toyota = locationChoices(settings, 'sample-toyota');
    expect(toyota.map((l) => l.id)).toEqual(['11']);
    expect(preselectedLocation(toyota, null)).toBe('11');
    expect(locationChoices(settings, 'elsewhere').map((l) => l.id)).toEqual(['11', '12']);
    const all = locationChoices(settings, null);
    expect(preselectedLocation(all, null)).toBe('');
    expect(preselectedLocation(all, '12')).toBe('12');
    expect(preselectedLocation(all, '99')).toBe('');
    expect(GROUP_LOCATIONS).toHaveLength(4);
  });
});
