import { useEffect, useMemo, useState } from 'react';
import { parseFinanceEnquiryQuery, type FinanceEnquiryPrefill } from '../../lib/finance/enquiry.ts';
import { FIELD, type FormValues } from '../../lib/leads/form-fields.ts';
import type { LeadFormSettings } from '../../lib/leads/form-settings.ts';
import type { LeadCar } from '../../lib/leads/lead-car.ts';
import type { LeadEntryKey } from '../../lib/leads/lead-entries.ts';
import { STRINGS } from '../../lib/strings.ts';
import FinancePrefillSummary from '../finance/FinancePrefillSummary.tsx';
import { reactIsland } from '../react-island.ts';
import LeadFormBlock from './LeadFormBlock.tsx';
import { useLeadCar } from './resolve-lead-car.ts';

interface LeadFormIslandProps {
  entry: LeadEntryKey;
  settings: LeadFormSettings;
  /** The location the page is about (/contact-us/{location slug}). */
  locationId?: string | null;
  /**
   * What the page reads from its address bar after hydration (the page is static): 'car' reads
   * car_id (and on /contact a subcategory); 'finance' reads the calculator's prefill
   * (preferredDealership, vehiclePriceBudget, car_id, car_type).
   */
  query?: 'car' | 'finance' | null;
  /** The query string to read instead of the address bar's (server rendering, tests). */
  search?: string;
  /** The send button's words where they are not the entry's own (the booking page of a test ride or an inspection). */
  submitLabel?: string;
}

type Query = { carId: string | null; subcategory: string | null; finance: FinanceEnquiryPrefill | null };

const EMPTY: Query = { carId: null, subcategory: null, finance: null };

function readQuery(kind: LeadFormIslandProps['query'], search: string, dealerships: readonly { slug: string }[]): Query {
  if (!kind) return EMPTY;
  if (kind === 'finance') {
    const finance = parseFinanceEnquiryQuery(
      search,
      dealerships.map((d) => d.slug),
    );
    return { carId: finance.carId, subcategory: null, finance };
  }
  const params = new URLSearchParams(search);
  const carId = params.get('car_id')?.trim() || null;
  return { carId: carId !== null && /^[A-Za-z0-9_-]{1,64}$/.test(carId) ? carId : null, subcategory: params.get('subcategory'), finance: null };
}

/** The contact page's form turns into a car enquiry (or 'Find Me Something Similar') when the link names a car. */
function entryFor(entry: LeadEntryKey, car: LeadCar | null, subcategory: string | null): LeadEntryKey {
  if (entry !== 'contact' || car === null) return entry;
  return subcategory === STRINGS.findMeSomethingSimilar ? 'find-similar' : 'contact-car';
}

/** A lead form on its own page, prefilled from what the link that led here carried. */
function LeadFormIsland({ entry, settings, locationId = null, query = null, search, submitLabel }: LeadFormIslandProps) {
  const [read, setRead] = useState<Query>(() => (search === undefined ? EMPTY : readQuery(query, search, settings.dealerships)));
  useEffect(() => {
    if (search === undefined) setRead(readQuery(query, window.location.search, settings.dealerships));
  }, [query, search, settings.dealerships]);

  const car = useLeadCar(null, read.carId, settings.dealerships, read.finance?.carType ?? null);
  const finance = read.finance;
  const preferred = finance?.preferredDealership ?? null;
  const location = locationId ?? settings.locations.find((l) => l.dealership_slug === preferred)?.id ?? null;
  const budget = finance?.vehiclePriceBudget ?? null;
  const prefill = useMemo<FormValues>(() => (budget === null ? {} : { [FIELD.budget]: budget }), [budget]);
  return (
    <div className="lf-page">
      {finance ? <FinancePrefillSummary prefill={finance} dealerships={settings.dealerships} car={car} /> : null}
      <LeadFormBlock
        entry={entryFor(entry, car, read.subcategory)}
        settings={settings}
        car={car}
        locationId={location}
        prefill={prefill}
        {...(submitLabel === undefined ? {} : { submitLabel })}
      />
    </div>
  );
}

export default reactIsland(LeadFormIsland);
