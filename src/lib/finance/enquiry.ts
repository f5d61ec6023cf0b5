import { isCarType, type CarType } from '../inventory/vocabulary.ts';

/** What the finance enquiry link carries about the car being financed. */
interface EnquiryCar {
  id: number | string;
  car_type?: string | null | undefined;
  dealership_slug?: string | null | undefined;
}

export interface EnquiryLinkInput {
  /** The site's finance page, '/finance' by default. */
  path: string;
  car?: EnquiryCar | null | undefined;
  /** Purchase price currently in the calculator. */
  amount: number;
  /** Used when the car names no dealership. */
  preferredDealership?: string | null | undefined;
  /** The calculator's other settings (`startParams`), so the finance page opens on the same figure. */
  calculator?: Readonly<Record<string, string>> | undefined;
}

/**
 * `/finance?preferredDealership=…&vehiclePriceBudget=…&car_id=…&car_type=…#finance-form` for a car
 * (parameters without a value are left out), then the calculator's settings when given, or the
 * finance page alone without a car.
 */
export function financeEnquiryUrl({ path, car, amount, preferredDealership, calculator = {} }: EnquiryLinkInput): string {
  if (!car) return path;
  const params = new URLSearchParams();
  const dealership = car.dealership_slug || preferredDealership;
  if (dealership) params.set('preferredDealership', dealership);
  params.set('vehiclePriceBudget', String(Math.round(amount)));
  params.set('car_id', String(car.id));
  if (car.car_type) params.set('car_type', car.car_type);
  for (const [name, value] of Object.entries(calculator)) params.set(name, value);
  const [base = path, hash] = path.split('#');
  const joiner = base.includes('?') ? '&' : '?';
  return `${base}${joiner}${params.toString()}#${hash ?? 'finance-form'}`;
}

/** The finance enquiry form's anchor. */
export const FINANCE_FORM_ANCHOR = 'finance-form';

/** What the finance enquiry link prefilled, each value checked; anything missing or unusable is null. */
export interface FinanceEnquiryPrefill {
  preferredDealership: string | null;
  vehiclePriceBudget: number | null;
  carId: string | null;
  carType: CarType | null;
}

function param(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value : null;
}

/**
 * Reads `preferredDealership`, `vehiclePriceBudget`, `car_id` and `car_type` from a query string.
 * The budget is read as digits only ("$45,990" → 45990) and must be above 0; the dealership must be
 * one of `dealershipSlugs` when that list is given; the car id is kept only when it is a plain id.
 */
export function parseFinanceEnquiryQuery(search: string, dealershipSlugs?: readonly string[]): FinanceEnquiryPrefill {
  const params = new URLSearchParams(search);
  const dealership = param(params, 'preferredDealership');
  const budgetText = param(params, 'vehiclePriceBudget')?.replace(/[^0-9.]/g, '') ?? '';
  const budget = Number.parseFloat(budgetText);
  const carId = param(params, 'car_id');
  const carType = param(params, 'car_type')?.toLowerCase() ?? null;
  return {
    preferredDealership: dealership !== null && (dealershipSlugs === undefined || dealershipSlugs.includes(dealership)) ? dealership : null,
    vehiclePriceBudget: Number.isFinite(budget) && budget > 0 ? Math.round(budget) : null,
    carId: carId !== null && /^[A-Za-z0-9_-]{1,64}$/.test(carId) ? carId : null,
    carType: isCarType(carType) ? carType : null,
  };
}

/** The finance pages every site has. */
export const BUILT_IN_FINANCE_PATHS = ['/finance', '/finance-enquiry', '/apply-for-finance', '/finance-pre-approval'] as const;

/**
 * The dealer's configured finance link as an extra page path ('/mazda-finance-page'), or null when it
 * is another site's URL, the home page, or one of the built-in finance pages. Query and hash are
 * dropped, and so is a trailing slash.
 */
export function extraFinancePagePath(link: string): string | null {
  if (!link.startsWith('/') || link.startsWith('//')) return null;
  const path = (link.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  if (path === '' || !/^(\/[A-Za-z0-9._~-]+)+$/.test(path)) return null;
  return (BUILT_IN_FINANCE_PATHS as readonly string[]).includes(path) ? null : path;
}
