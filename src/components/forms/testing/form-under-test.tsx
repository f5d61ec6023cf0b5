import { renderToString } from 'react-dom/server';
import type { FormValues, LeadFormDefinition } from '../../../lib/leads/form-fields.ts';
import { validateStep } from '../../../lib/leads/form-schemas.ts';
import type { LeadFormSettings } from '../../../lib/leads/form-settings.ts';
import { leadFormSetup } from '../../../lib/leads/form-setup.ts';
import { initialFormState, leadFormReducer, type LeadFormAction, type LeadFormState } from '../../../lib/leads/form-state.ts';
import type { LeadCar } from '../../../lib/leads/lead-car.ts';
import { LEAD_ENTRIES, type LeadEntryKey } from '../../../lib/leads/lead-entries.ts';
import LeadForm from '../LeadForm.tsx';

export type FormUnderTest = {
  definition: LeadFormDefinition;
  state: () => LeadFormState;
  dispatch: (...actions: LeadFormAction[]) => void;
  fill: (values: FormValues) => void;
  /** Submits the shown step as the island does: checked, then rejected (null) or accepted (the checked values). */
  submit: () => FormValues | null;
  /** The form as the server renders it, entities decoded. */
  html: () => string;
};

/** A lead form driven by the island's own pure steps (definition, check, reducer) and drawn by LeadForm, without a browser. */
export function formUnderTest(
  entry: LeadEntryKey,
  settings: LeadFormSettings,
  car: LeadCar | null = null,
  { prefill = {}, locationId = null }: { prefill?: FormValues; locationId?: string | null } = {},
): FormUnderTest {
  const { definition, defaults } = leadFormSetup(entry, settings, car, { prefill, locationId });
  let state = initialFormState(defaults);
  const dispatch = (...actions: LeadFormAction[]) => {
    state = actions.reduce(leadFormReducer, state);
  };
  const noop = () => {};
  return {
    definition,
    state: () => state,
    dispatch,
    fill: (values) => dispatch(...Object.entries(values).map(([name, value]): LeadFormAction => ({ type: 'change', name, value }))),
    submit: () => {
      const checked = validateStep(definition, state.values, state.step);
      if (checked.ok) return checked.data;
      dispatch({ type: 'rejected', errors: checked.errors });
      return null;
    },
    html: () =>
      decode(
        renderToString(
          <LeadForm
            formId="f"
            entry={LEAD_ENTRIES[entry]}
            definition={definition}
            settings={settings}
            state={state}
            car={car}
            onChange={noop}
            onSubmit={noop}
            onBack={noop}
          />,
        ),
      ),
  };
}

export const decode = (html: string): string =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The opening tag of the element with this id. */
export function tagOf(html: string, id: string): string {
  return new RegExp(`<[a-z]+[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? '';
}
