import { describe, expect, it } from 'vitest';
import { DealerSwitchesSchema } from '../dealer/dealer-config.ts';
import type { CarInput } from '../inventory/car-schema.ts';
import { makeCar } from '../inventory/fixtures/car.ts';
import { footerActions, isReservable, sidebarActions, tradeInEligible, type ActionConfig } from './actions.ts';

const config = (over: Record<string, unknown> = {}): ActionConfig => DealerSwitchesSchema.parse(over);
const car = (over: Partial<CarInput> = {}) => makeCar({ id: 42, slug: 'a-car-42', status: 'in_stock', price: 30_000, car_type: 'used', ...over });
const keys = (actions: { key: string }[]) => actions.map((a) => a.key);
const reserveOn = { purchase: { reserve: { amount: 200 } } };

describe('sidebar calls to action', () => {
  it('opens the enquiry and test drive forms as dialogs (their pages without JavaScript) and links finance with the car prefilled', () => {
    const actions = sidebarActions(car(), config());
    expect(keys(actions)).toEqual(['enquire', 'finance', 'test_drive']);
    expect(actions.find((a) => a.key === 'enquire')).toMatchObject({ label: 'Enquire', href: '/contact?car_id=42', dialog: 'car-enquiry' });
    expect(actions.find((a) => a.key === 'test_drive')).toMatchObject({ label: 'Test Drive', href: '/book-test-drive?car_id=42', dialog: 'test-drive' });
    // A lead's analytics event goes out once the lead is stored, never on the click.
    expect(actions.filter((a) => a.eventId !== undefined)).toEqual([]);
    const finance = actions.find((a) => a.key === 'finance')!;
    expect(finance.label).toBe('Get Finance');
    const url = new URL(finance.href, 'http://x');
    expect(url.pathname).toBe('/finance');
    expect(url.searchParams.get('car_id')).toBe('42');
    expect(url.searchParams.get('vehiclePriceBudget')).toBe('30000');
  });

  it('uses the configured finance text and follows the configured order', () => {
    const actions = sidebarActions(car(), config({ vehicle_page: { finance_button_text: 'Apply Now', sidebar_buttons: ['test_drive', 'finance'] } }));
    expect(actions.map((a) => a.label)).toEqual(['Test Drive', 'Apply Now']);
  });

  it("offers what the vehicle's type is tried or seen by (test_drive.offer): a test ride on a motorcycle, an inspection of a caravan, the spec's Test Drive on a car or truck", () => {
    const testDrive = (itemType: CarInput['item_type'], over: Record<string, unknown> = {}) =>
      sidebarActions(car({ item_type: itemType }), config(over)).find((a) => a.key === 'test_drive');
    expect(testDrive('car')).toMatchObject({ label: 'Test Drive', dialogWords: { title: 'Book a Test Drive', submit: 'Book Test Drive' } });
    expect(testDrive('truck')?.label).toBe('Test Drive');
    expect(testDrive('motorcycle')).toMatchObject({ label: 'Test Ride', dialogWords: { title: 'Book a Test Ride', submit: 'Book Test Ride' } });
    // A caravan is towed and has no engine: it is inspected in the yard, booked through the same form and page.
    expect(testDrive('caravan')).toMatchObject({
      label: 'Book an Inspection',
      href: '/book-test-drive?car_id=42',
      dialog: 'test-drive',
      dialogWords: { title: 'Book an Inspection', submit: 'Book Inspection' },
    });
    expect(testDrive('caravan', { test_drive: { offer: { caravan: 'none' } } })).toBeUndefined();
    expect(testDrive('caravan', { test_drive: { offer: { caravan: 'test_drive' } } })?.label).toBe('Test Drive');
  });

  it('adds the history report only when the car has a file, opening in a new tab', () => {
    expect(keys(sidebarActions(car(), config()))).not.toContain('car_history_report');
    const report = sidebarActions(car({ file: '/r.pdf' }), config()).find((a) => a.key === 'car_history_report');
    expect(report).toMatchObject({ label: 'Car History Report', href: '/r.pdf', newTab: true });
  });

  it('offers a trade-in valuation for in-stock cars above $200 with vehicle data on', () => {
    const on = config({ trade_in: { vehicle_data: true } });
    expect(sidebarActions(car(), on).find((a) => a.key === 'trade_in_valuation')?.href).toBe('/cars/trade-in?car_id=42');
    expect(tradeInEligible(car({ price: 200 }), on.trade_in)).toBe(false);
    expect(tradeInEligible(car({ price: 201 }), on.trade_in)).toBe(true);
    expect(tradeInEligible(car({ status: 'coming_soon' }), on.trade_in)).toBe(false);
    expect(tradeInEligible(car(), config().trade_in)).toBe(false);
  });

  it("shows 'Reserve Now $200' only for reservable cars, linking the checkout route of the variant", () => {
    const withProcessor = car({ payment_processors: ['stripe'] });
    expect(keys(sidebarActions(withProcessor, config()))).not.toContain('reserve');
    expect(sidebarActions(withProcessor, config(reserveOn)).find((a) => a.key === 'reserve')).toMatchObject({
      label: 'Reserve Now $200',
      href: '/cars/a-car-42/checkout',
    });
    expect(keys(sidebarActions(car({ payment_processors: [] }), config(reserveOn)))).not.toContain('reserve');
    const buyOnline = config({ purchase: { reserve: { amount: 500 }, checkout_path: 'buy-online' } });
    expect(sidebarActions(withProcessor, buyOnline).find((a) => a.key === 'reserve')).toMatchObject({
      label: 'Reserve Now $500',
      href: '/cars/a-car-42/buy-online',
    });
  });

  it('decides reservability by availability in the other variant, never for reserved or sold cars', () => {
    const purchase = config({ purchase: { reserve: { mode: 'availability' } } }).purchase;
    expect(isReservable(car(), purchase)).toBe(true);
    expect(isReservable(car({ status: 'coming_soon' }), purchase)).toBe(false);
    expect(isReservable(car({ reserved: true }), purchase)).toBe(false);
    expect(isReservable(car({ status: 'sold', payment_processors: ['stripe'] }), config(reserveOn).purchase)).toBe(false);
  });

  it('links online purchase only with its flag, for cars that can be reserved (the journey ends with the deposit)', () => {
    const withProcessor = car({ payment_processors: ['stripe'] });
    const on = config({ purchase: { ...reserveOn.purchase, online_purchase: true } });
    expect(keys(sidebarActions(withProcessor, config(reserveOn)))).not.toContain('online_purchase');
    expect(sidebarActions(withProcessor, on).find((a) => a.key === 'online_purchase')?.href).toBe('/checkout-journey?car_id=a-car-42');
    expect(keys(sidebarActions(car({ payment_processors: [] }), on))).not.toContain('online_purchase');
    expect(keys(sidebarActions(car({ payment_processors: ['stripe'], reserved: true }), on))).not.toContain('online_purchase');
  });

  it('refuses online purchase without reserve, naming the key', () => {
    const result = DealerSwitchesSchema.safeParse({ purchase: { online_purchase: true } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('purchase.online_purchase');
  });

  it('gives unavailable cars no buttons, and the footer only Find Me Something Similar', () => {
    for (const status of ['sold', 'withdrawn', 'on_hold']) {
      expect(sidebarActions(car({ status }), config())).toEqual([]);
      const footer = footerActions(car({ status }), config(), '+61295501200');
      expect(footer.map((a) => a.label)).toEqual(['Find Me Something Similar']);
      expect(footer[0]!.href.startsWith('/contact?car_id=42')).toBe(true);
    }
  });

  it("shows Enquire for the instant message while the chat is off, once, and 'Call the dealer' with a phone (rule: vehicle.call-to-action)", () => {
    const footer = footerActions(car(), config({ vehicle_page: { sidebar_ctas: ['enquire', 'instant_message', 'call_us_now'] } }), '+61295501200');
    expect(footer.map((a) => a.label)).toEqual(['Enquire', 'Call the dealer']);
    expect(footer[1]).toMatchObject({ href: 'tel:+61295501200', eventId: 25 });
    expect(keys(footerActions(car(), config(), null))).toEqual(['enquire']);
  });

  it("words the call button as the dealer's call_text", () => {
    const footer = footerActions(car(), config({ vehicle_page: { sidebar_ctas: ['call_us_now'], call_text: 'Call our sales team' } }), '+61295501200');
    expect(footer).toEqual([{ key: 'call_us_now', label: 'Call our sales team', href: 'tel:+61295501200', eventId: 25 }]);
  });
});
