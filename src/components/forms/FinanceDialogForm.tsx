import type { FormValues } from '../../lib/leads/form-fields.ts';
import type { LeadFormSettings } from '../../lib/leads/form-settings.ts';
import type { LeadCar } from '../../lib/leads/lead-car.ts';
import LeadFormBlock from './LeadFormBlock.tsx';
import { useLeadCar } from './resolve-lead-car.ts';

export interface FinanceDialogFormProps {
  settings: LeadFormSettings;
  /** The car being financed as the calculator knows it (id, type, dealership); the rest is looked up. */
  car: LeadCar | null;
  prefill: FormValues;
  locationId: string | null;
}

/** The finance enquiry in the 'Get Finance Now' dialog, budget prefilled from the calculator. */
export default function FinanceDialogForm({ settings, car, prefill, locationId }: FinanceDialogFormProps) {
  const found = useLeadCar(null, car?.car_id ?? null, settings.dealerships, car?.car_type ?? null);
  return <LeadFormBlock entry="finance-enquiry" settings={settings} car={found ?? car} prefill={prefill} locationId={locationId} />;
}
