/** What the finance enquiry link carries about the car being financed. */
export interface EnquiryCar {
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
}

/**
 * `/finance?preferredDealership=…&vehiclePriceBudget=…&car_id=…&car_type=…#finance-form` for a car
 * (parameters without a value are left out), or the finance page alone without one.
 */
export function financeEnquiryUrl({ path, car, amount, preferredDealership }: EnquiryLinkInput): string {
  if (!car) return path;
  const params = new URLSearchParams();
  const dealership = car.dealership_slug || preferredDealership;
  if (dealership) params.set('preferredDealership', dealership);
  params.set('vehiclePriceBudget', String(Math.round(amount)));
  params.set('car_id', String(car.id));
  if (car.car_type) params.set('car_type', car.car_type);
  const [base = path, hash] = path.split('#');
  const joiner = base.includes('?') ? '&' : '?';
  return `${base}${joiner}${params.toString()}#${hash ?? 'finance-form'}`;
}
