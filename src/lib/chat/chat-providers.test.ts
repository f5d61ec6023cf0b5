import { describe, expect, it } from 'vitest';
import { DealerSwitchesSchema } from '../dealer/dealer-config.ts';
import { makeCar } from '../inventory/fixtures/car.ts';
import { contentSecurityPolicy } from '../site/security-headers.ts';
import { STRINGS } from '../strings.ts';
import { footerActions } from '../vehicle/actions.ts';

/** Every value of `vehicle_page.instant_message` (rule: vehicle.instant-message): the button it gives and the policy it needs. */
const config = (instant_message: unknown) => DealerSwitchesSchema.parse({ vehicle_page: { instant_message } });
const car = makeCar({ id: 42, slug: 'a-car-42', status: 'in_stock', price: 30_000, car_type: 'used' });
const button = (instant_message: unknown) => footerActions(car, config(instant_message), null)[0];
const policy = (instant_message: unknown) => contentSecurityPolicy(config(instant_message), []);

describe('vehicle_page.instant_message', () => {
  it('false: Enquire in its place, and no chat origin in the policy', () => {
    expect(button(false)).toMatchObject({ key: 'enquire', label: STRINGS.enquire, dialog: 'car-enquiry' });
    expect(policy(false)).not.toContain('livechatinc');
  });

  it('enquiry-form (the default provider): Instant Message opening the car enquiry dialog, no chat origin in the policy', () => {
    expect(button({})).toEqual({ key: 'instant_message', label: STRINGS.instantMessage, href: '/contact?car_id=42', dialog: 'car-enquiry' });
    expect(policy({ provider: 'enquiry-form' })).not.toContain('livechatinc');
  });

  it("livechat: Instant Message opening LiveChat by the dealer's licence, whose origin the policy allows for scripts, frames and connections", () => {
    const chat = { provider: 'livechat', license: '12345678' };
    expect(button(chat)).toEqual({ key: 'instant_message', label: STRINGS.instantMessage, href: '/contact?car_id=42', chat });
    const directives = Object.fromEntries(
      policy(chat)
        .split('; ')
        .map((d) => [d.split(' ')[0], d]),
    );
    for (const name of ['script-src', 'frame-src', 'connect-src']) expect(directives[name]).toContain('https://*.livechatinc.com');
    expect(directives['connect-src']).toContain('wss://*.livechatinc.com');
    expect(directives['default-src']).toBe("default-src 'self'");
  });

  it('livechat without a licence fails the config at the licence key', () => {
    const result = DealerSwitchesSchema.safeParse({ vehicle_page: { instant_message: { provider: 'livechat' } } });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['vehicle_page.instant_message.license']);
  });
});
