import { initialValues, TRADE_IN_FIELD as F, type FieldValue, type FormValues, type LeadFormDefinition } from '../leads/form-fields.ts';
import type { FieldErrors } from '../leads/form-schemas.ts';
import { preselectedLocation, type LeadFormSettings } from '../leads/form-settings.ts';
import type { IndicativeOffer } from './indicative-offer.ts';

/** The instant offer's four steps: vehicle details, choose the car, upload images, your details. */
export type TradeInStep = 0 | 1 | 2 | 3;

/** The offer shown once the last step is stored. */
type TradeInResult = { offer: IndicativeOffer; description: string; underFinance: boolean };

/**
 * What the instant offer island shows. Its lead (id, step token, request keys) is not here: the
 * island's lead session holds it (src/lib/leads/lead-session.ts).
 */
export type TradeInState = {
  /** The trade-in lead's fields as typed and as found (the vehicle's fields once a valuation exists). */
  values: FormValues;
  step: TradeInStep;
  errors: FieldErrors;
  /** Why the last step's calls failed, shown above its buttons. */
  failure: string | null;
  busy: 'searching' | 'sending' | null;
  /** The rego matched no car: the panel offering manual entry or a call. */
  noMatch: boolean;
  /** The cars a rego could be (step 1), with the VIN the lookup found. */
  candidates: { vin: string | null; descriptions: string[] } | null;
  /** The candidate the shopper picked. */
  chosen: string | null;
  /** The valuation's first item (EvalID and the vehicle). */
  item: Record<string, unknown> | null;
  /** Photos chosen and not yet sent. */
  files: File[];
  result: TradeInResult | null;
  /** The car the offer was opened from (`?car_id=` on /cars/trade-in), read once the page runs. */
  carId: string | null;
};

export type TradeInAction =
  | { type: 'change'; name: string; value: FieldValue }
  | { type: 'car'; carId: string | null }
  | { type: 'errors'; errors: FieldErrors }
  /** A step's calls start: the old failure goes. */
  | { type: 'busy'; busy: 'searching' | 'sending' }
  /** A step's calls ended, with the message to show when they failed. */
  | { type: 'settled'; failure: string | null }
  /** A valuation exists: its item, and the values with its vehicle. */
  | { type: 'found'; item: Record<string, unknown>; values: FormValues }
  | { type: 'noMatch' }
  /** The no-match panel closed: back to the rego, or on to manual entry. */
  | { type: 'noMatchClosed'; manual: boolean }
  | { type: 'candidates'; candidates: { vin: string | null; descriptions: string[] } }
  | { type: 'choose'; description: string }
  | { type: 'files'; files: File[] }
  /** The photos went up: the values count them. */
  | { type: 'imagesSent'; values: FormValues }
  /** Forward to a step once the lead has the one before. */
  | { type: 'goTo'; step: TradeInStep }
  /** Back to an earlier step: its errors and failure go. */
  | { type: 'back'; step: TradeInStep }
  | { type: 'offered'; result: TradeInResult };

/** The offer as the page opens it: step 0, no manual entry, the preselected location (the form's defaults otherwise). */
export function initialTradeInState(definition: LeadFormDefinition, settings: Pick<LeadFormSettings, 'locations'>): TradeInState {
  return {
    values: initialValues(definition, { [F.manualEntry]: 'No', location: preselectedLocation(settings.locations, null) }),
    step: 0,
    errors: {},
    failure: null,
    busy: null,
    noMatch: false,
    candidates: null,
    chosen: null,
    item: null,
    files: [],
    result: null,
    carId: null,
  };
}

export function tradeInReducer(state: TradeInState, action: TradeInAction): TradeInState {
  switch (action.type) {
    case 'change':
      return { ...state, values: { ...state.values, [action.name]: action.value } };
    case 'car':
      return { ...state, carId: action.carId };
    case 'errors':
      return { ...state, errors: action.errors };
    case 'busy':
      return { ...state, busy: action.busy, failure: null };
    case 'settled':
      return { ...state, busy: null, failure: action.failure };
    case 'found':
      return { ...state, item: action.item, values: action.values };
    case 'noMatch':
      return { ...state, noMatch: true };
    case 'noMatchClosed':
      return { ...state, noMatch: false, ...(action.manual ? { values: { ...state.values, [F.manualEntry]: 'Yes' } } : {}) };
    case 'candidates':
      return { ...state, candidates: action.candidates, chosen: null, step: 1 };
    case 'choose':
      return { ...state, chosen: action.description };
    case 'files':
      return { ...state, files: action.files };
    case 'imagesSent':
      return { ...state, files: [], values: action.values };
    case 'goTo':
      return { ...state, step: action.step };
    case 'back':
      return { ...state, step: action.step, errors: {}, failure: null };
    case 'offered':
      return { ...state, result: action.result };
  }
}
