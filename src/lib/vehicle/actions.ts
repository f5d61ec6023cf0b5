import type { DealerConfig } from '../dealer/dealer-config.ts';
import type { Car } from '../inventory/car-schema.ts';
import { DEFAULT_FINANCE_SETTINGS } from '../finance/dealer-settings.ts';
import { startParams, type FinanceStart } from '../finance/car-start.ts';
import { financeEnquiryUrl } from '../finance/enquiry.ts';
import { isAvailableStatus, showsPrice } from '../inventory/vocabulary.ts';
import { formatAud } from '../inventory/price-display.ts';
import { isReservableUnder } from '../inventory/reservable.ts';
import { telHref } from '../phone/format-phone.ts';
import { STRINGS } from '../strings.ts';
import type { LeadDialogKey } from '../leads/lead-entries.ts';
import { EVENTS } from './analytics.ts';
import { offerFor, testDriveWords } from '../test-drive/test-drive-words.ts';
import { providerChat, type InstantMessageConfig, type ProviderChat } from '../chat/chat-providers.ts';

/** The car fields the sidebar's calls to action depend on. */
export type ActionCar = Pick<Car, 'id' | 'slug' | 'status' | 'price' | 'car_type' | 'reserved' | 'file' | 'dealership_slug' | 'payment_processors'> &
  Partial<Pick<Car, 'item_type'>>;

export type ActionConfig = Pick<DealerConfig, 'vehicle_page' | 'purchase' | 'trade_in'> & {
  finance: Pick<DealerConfig['finance'], 'link' | 'default_amount'>;
  test_drive: Pick<DealerConfig['test_drive'], 'offer'>;
};

export interface CarAction {
  key: string;
  label: string;
  href: string;
  newTab?: boolean;
  /** Analytics event pushed on click (a lead's own event is pushed once it is stored, not here). */
  eventId?: number;
  primary?: boolean;
  /** The lead form the button opens as a dialog; `href` is its page, for a click without JavaScript. */
  dialog?: LeadDialogKey;
  /** The chat the button opens instead of following `href` (Instant Message with a chat provider). */
  chat?: ProviderChat;
  /** The dialog's heading and send button where they are not the form's own (a test ride, an inspection). */
  dialogWords?: { title: string; submit: string };
}

const id = (car: ActionCar) => encodeURIComponent(String(car.id));

const enquiryHref = (car: ActionCar) => `/contact?car_id=${id(car)}`;
const testDriveHref = (car: ActionCar) => `/book-test-drive?car_id=${id(car)}`;
const tradeInHref = (car: ActionCar) => `/cars/trade-in?car_id=${id(car)}`;
const onlinePurchaseHref = (car: ActionCar) => `/checkout-journey?car_id=${encodeURIComponent(car.slug)}`;
export const findSimilarHref = (car: ActionCar) => `/contact?car_id=${id(car)}&subcategory=${encodeURIComponent(STRINGS.findMeSomethingSimilar)}`;

/** `/cars/{slug}/checkout`, or `/cars/{slug}/buy-online` on the variant that uses it. */
export function reserveHref(car: Pick<ActionCar, 'slug'>, purchase: Pick<ActionConfig['purchase'], 'checkout_path'>): string {
  return `/cars/${encodeURIComponent(car.slug)}/${purchase.checkout_path}`;
}

/** Reservable online under the dealer's reserve switch (the one rule: isReservableUnder). */
export function isReservable(car: Pick<ActionCar, 'status' | 'reserved' | 'payment_processors'>, purchase: ActionConfig['purchase']): boolean {
  return isReservableUnder(purchase.reserve === false ? null : purchase.reserve.mode, car);
}

/** Trade-in valuation for an in-stock car priced above 200, when the vehicle-data setting is on. */
export function tradeInEligible(car: Pick<ActionCar, 'status' | 'price'>, tradeIn: ActionConfig['trade_in']): boolean {
  return tradeIn.vehicle_data && car.status === 'in_stock' && typeof car.price === 'number' && car.price > 200;
}

/** The finance link for a car: from its repayment start when it has one (one figure on the finance page too), else from its price. */
export function financeHref(car: ActionCar, config: ActionConfig, start: FinanceStart | null = null): string {
  if (start !== null) return financeEnquiryUrl({ path: config.finance.link, car, amount: start.input.amount, calculator: startParams(start, start.input) });
  const amount = config.finance.default_amount;
  const fallback = amount === 'car_price' ? DEFAULT_FINANCE_SETTINGS.amount.default : amount;
  return financeEnquiryUrl({ path: config.finance.link, car, amount: showsPrice(car.price) ? car.price : fallback });
}

/**
 * The sidebar buttons, in the dealer's order, each only when its condition holds. Unavailable
 * cars get none (the page shows the SOLD notice and 'Find Me Something Similar' instead).
 */
export function sidebarActions(car: ActionCar, config: ActionConfig, financeStart: FinanceStart | null = null): CarAction[] {
  if (!isAvailableStatus(car.status)) return [];
  const actions: CarAction[] = [];
  for (const key of config.vehicle_page.sidebar_buttons) {
    switch (key) {
      case 'enquire':
        actions.push({ key, label: STRINGS.enquire, href: enquiryHref(car), dialog: 'car-enquiry', primary: true });
        break;
      case 'car_history_report':
        if (car.file) actions.push({ key, label: STRINGS.carHistoryReport, href: car.file, newTab: true });
        break;
      case 'finance':
        actions.push({ key, label: config.vehicle_page.finance_button_text, href: financeHref(car, config, financeStart) });
        break;
      case 'trade_in_valuation':
        if (tradeInEligible(car, config.trade_in)) actions.push({ key, label: STRINGS.tradeInValuation, href: tradeInHref(car) });
        break;
      case 'test_drive': {
        // What this kind of vehicle is booked for: a test drive, a test ride, an inspection, or nothing (rule: leads.test-drive-words).
        const offer = offerFor(car.item_type ?? 'car', config.test_drive.offer);
        if (offer === 'none') break;
        const words = testDriveWords(offer);
        actions.push({ key, label: words.button, href: testDriveHref(car), dialog: 'test-drive', dialogWords: { title: words.heading, submit: words.submit } });
        break;
      }
      case 'reserve':
        if (config.purchase.reserve !== false && isReservable(car, config.purchase)) {
          actions.push({ key, label: STRINGS.reserveNow(formatAud(config.purchase.reserve.amount)), href: reserveHref(car, config.purchase), primary: true });
        }
        break;
      case 'online_purchase':
        // The journey ends with the deposit at the checkout, so it is offered where reserving is.
        if (config.purchase.online_purchase && isReservable(car, config.purchase))
          actions.push({ key, label: STRINGS.onlinePurchase, href: onlinePurchaseHref(car) });
        break;
    }
  }
  return actions;
}

/**
 * 'Instant Message' with the dealer's chat (rule: vehicle.instant-message): the embedded default opens the car
 * enquiry dialog; a provider's chat opens from the button, the enquiry page staying its link without JavaScript.
 */
function instantMessage(car: ActionCar, chat: InstantMessageConfig): CarAction {
  const base = { key: 'instant_message', label: STRINGS.instantMessage, href: enquiryHref(car) };
  const provider = providerChat(chat);
  return provider === null ? { ...base, dialog: 'car-enquiry' } : { ...base, chat: provider };
}

/**
 * The sticky footer's calls to action from the dealer's `sidebar_ctas`: reserve (when reservable),
 * enquire, 'Instant Message' (Enquire while the chat is off) and the call button (with a phone; its text the
 * dealer's `call_text`, 'Call the dealer' by default).
 */
export function footerActions(car: ActionCar, config: ActionConfig, phone: string | null): CarAction[] {
  if (!isAvailableStatus(car.status))
    return [{ key: 'find_similar', label: STRINGS.findMeSomethingSimilar, href: findSimilarHref(car), dialog: 'find-similar', primary: true }];
  const actions: CarAction[] = [];
  const enquire = (): CarAction => ({ key: 'enquire', label: STRINGS.enquire, href: enquiryHref(car), dialog: 'car-enquiry', primary: true });
  const chat = config.vehicle_page.instant_message;
  for (const cta of config.vehicle_page.sidebar_ctas) {
    if (cta === 'reserve' && config.purchase.reserve !== false && isReservable(car, config.purchase)) {
      actions.push({ key: 'reserve', label: STRINGS.reserveNow(formatAud(config.purchase.reserve.amount)), href: reserveHref(car, config.purchase) });
    } else if (cta === 'enquire' || (cta === 'instant_message' && chat === false)) {
      actions.push(enquire());
    } else if (cta === 'instant_message' && chat !== false) {
      actions.push(instantMessage(car, chat));
    } else if (cta === 'call_us_now' && phone) {
      actions.push({ key: 'call_us_now', label: config.vehicle_page.call_text, href: telHref(phone), eventId: EVENTS.phoneClick });
    }
  }
  return actions.filter((a, i) => actions.findIndex((b) => b.key === a.key) === i);
}
