import { useEffect, useMemo, useReducer, useRef, useState, type SubmitEvent } from 'react';
import { isActive, leadFormDefinition, TRADE_IN_FIELD as F, type FieldValue, type FormValues } from '../../lib/leads/form-fields.ts';
import { validateStep } from '../../lib/leads/form-schemas.ts';
import type { LeadFormSettings } from '../../lib/leads/form-settings.ts';
import { leadCarOf } from '../../lib/leads/lead-car.ts';
import { createLeadSession } from '../../lib/leads/lead-session.ts';
import { loadCurrentStockFile } from '../../lib/listing/stock-data.ts';
import { firstItem, lookupOutcome, vehicleDescription, lookupVehicle, type LookupVehicle } from '../../lib/trade-in/eval-expert-contract.ts';
import { indicativeOffer, type EstimateLimits, type IndicativeOffer } from '../../lib/trade-in/indicative-offer.ts';
import { adjustmentsOf, offerValues, textOf as str, tradeInSubmission, vehicleValues } from '../../lib/trade-in/trade-in-lead.ts';
import type { Adjustments } from '../../lib/leads/lead-submission.ts';
import { initialTradeInState, tradeInReducer, type TradeInStep as Step } from '../../lib/trade-in/trade-in-state.ts';
import { STRINGS } from '../../lib/strings.ts';
import ConsentText from '../forms/ConsentText.tsx';
import ErrorSummary from '../forms/ErrorSummary.tsx';
import LeadField from '../forms/LeadField.tsx';
import { currentLeadPage } from '../forms/lead-page.ts';
import { useLeadCar } from '../forms/resolve-lead-car.ts';
import { reactIsland } from '../react-island.ts';
import ImagesStep from './ImagesStep.tsx';
import NoMatchPanel from './NoMatchPanel.tsx';
import OfferResult from './OfferResult.tsx';
import SearchingStatus from './SearchingStatus.tsx';
import { acceptOffer, evalCall, saveValuation, uploadImage } from './trade-in-calls.ts';
import VehicleSummary from './VehicleSummary.tsx';
import '../forms/forms.css';
import './trade-in.css';

export type TradeInSwitches = { imageUpload: boolean; saveValuationColumn: boolean; limits: EstimateLimits; buyingTeamHours: string };

interface TradeInOfferProps {
  settings: LeadFormSettings;
  tradeIn: TradeInSwitches;
  phone: { text: string; href: string } | null;
  /** Where the offer was opened: 'trade-in', 'sell-my-car' or 'car-trade-in' (the lead's source). */
  source: string;
}

const FORM_ID = 'trade-in';

function carIdFromQuery(search: string): string | null {
  const id = new URLSearchParams(search).get('car_id')?.trim() ?? '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}

/**
 * The four-step instant offer (rule: trade-in.steps): each step updates one lead, through the island's lead
 * session; the last completes it and shows the offer. What it shows is `tradeInReducer`'s state.
 */
function TradeInOffer({ settings, tradeIn, phone, source }: TradeInOfferProps) {
  const definition = useMemo(() => leadFormDefinition('trade_in', settings.rules, settings), [settings]);
  const [state, dispatch] = useReducer(tradeInReducer, undefined, () => initialTradeInState(definition, settings));
  const { values, step, errors, failure, busy, noMatch, candidates, chosen, item, files, result, carId } = state;
  const [lead] = useState(createLeadSession);
  useEffect(() => dispatch({ type: 'car', carId: carIdFromQuery(window.location.search) }), []);
  const car = useLeadCar(null, carId, settings.dealerships);
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  // Bumped on every refusal (the step's own check or the API's field errors): focus goes to the summary, at every size.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) summary.current?.focus();
  }, [refusals]);
  const refuse = (found: Record<string, string[]>) => {
    dispatch({ type: 'errors', errors: found });
    setRefusals((n) => n + 1);
  };
  const moved = useRef(false);
  // Focus follows the shopper to each new step (the result focuses its own heading), never to the first on page load.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const manual = values[F.manualEntry] === 'Yes';
  const set = (name: string, value: FieldValue) => dispatch({ type: 'change', name, value });
  // A car still being looked up in the stock file is sent by its id: the dealer can look it up.
  const leadCar = car ?? (carId === null ? null : leadCarOf({ id: carId }, settings.dealerships));

  /**
   * Stores the step on the lead (creating it on the first; later steps send its step token); the
   * message to show when it could not. A step sent again unchanged is a retry under the same key.
   */
  async function sendLead(next: FormValues, isLastStep: boolean, adjustments: Adjustments | null = null): Promise<string | null> {
    const submission = tradeInSubmission(lead, { car: leadCar, source, settings, page: currentLeadPage() }, next, isLastStep, adjustments);
    const outcome = await lead.send(submission);
    if (outcome.kind === 'stored') return null;
    if (outcome.kind === 'invalid') refuse(outcome.fields);
    return outcome.message ?? STRINGS.tradeInStepError;
  }

  /** Runs a step's calls with the busy state; a thrown or returned message shows as the step's failure. */
  async function run(kind: 'searching' | 'sending', work: () => Promise<string | null>) {
    dispatch({ type: 'busy', busy: kind });
    let failed: string | null;
    try {
      failed = await work();
    } catch (error) {
      if (!(error instanceof StepFailure)) console.error(error);
      failed = error instanceof StepFailure ? error.message : STRINGS.tradeInStepError;
    }
    dispatch({ type: 'settled', failure: failed });
  }

  /** A valuation exists: keep its vehicle on the lead and go on to the images (or straight to the details). */
  async function found(answer: unknown, base: FormValues): Promise<string | null> {
    const first = firstItem(answer);
    if (!first || lookupOutcome(answer).kind !== 'valuation') return STRINGS.tradeInStepError;
    const next = { ...base, ...vehicleValues(first) };
    dispatch({ type: 'found', item: first, values: next });
    const failed = await sendLead(next, false);
    if (failed) return failed;
    dispatch({ type: 'goTo', step: tradeIn.imageUpload ? 2 : 3 });
    return null;
  }

  function checked(stepIndex: 0 | 1): boolean {
    const check = validateStep(definition, values, stepIndex);
    if (check.ok) dispatch({ type: 'errors', errors: {} });
    else refuse(check.errors);
    return check.ok;
  }

  function findCar(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checked(0)) return;
    void run('searching', async () => {
      const failed = await sendLead(values, false);
      if (failed) return failed;
      const ref = lead.ref() ?? {};
      if (manual) return found(await evalOrThrow('manual-entry', { vin: values[F.vin], desc: values[F.desc], ...ref }), values);
      const answer = await evalOrThrow('enter-vin', { rego: values[F.rego], state: values[F.state], ...ref });
      const outcome = lookupOutcome(answer);
      if (outcome.kind === 'none') dispatch({ type: 'noMatch' });
      else if (outcome.kind === 'candidates') dispatch({ type: 'candidates', candidates: outcome });
      else return found(answer, values);
      return null;
    });
  }

  function chooseCar(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen === null) {
      refuse({ chosen: [STRINGS.chooseOneCar] });
      return;
    }
    dispatch({ type: 'errors', errors: {} });
    void run('sending', async () => found(await evalOrThrow('manual-entry', { vin: candidates?.vin ?? '', desc: chosen, ...lead.ref() }), values));
  }

  function sendImages(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const evalId = str(item?.['EvalID']);
    void run('sending', async () => {
      let sent = 0;
      for (const file of files) {
        const uploaded = await uploadImage(evalId, lead.ref(), file);
        if (!uploaded.ok) return uploaded.message;
        sent += 1;
      }
      const next = { ...values, [F.images]: String(Number(values[F.images] || 0) + sent) };
      dispatch({ type: 'imagesSent', values: next });
      const failed = await sendLead(next, false);
      if (failed) return failed;
      dispatch({ type: 'goTo', step: 3 });
      return null;
    });
  }

  function getOffer(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checked(1)) return;
    void run('sending', async () => {
      const km = Number(values[F.odometer]);
      const contact = { cName: values['name'], cEmail: values['email'], cPhone: values['phone'] };
      const updated = firstItem(await evalOrThrow('update-eval', { evalid: str(item?.['EvalID']), km, ...contact, ...lead.ref() }));
      const vehicle = { ...(item ?? {}), ...(updated ?? {}) };
      const offer = await offerFor(vehicle, km, tradeIn.limits);
      const offerPrice = offer.kind === 'offer' ? offer.amount : null;
      const description = vehicleDescription(lookupVehicle(vehicle as Partial<LookupVehicle>)) || str(values[F.desc]);
      const last = offerValues(values, vehicle, { km, offerPrice, description, redbook: settings.rules.redbook });
      // The adjustments step goes with the last step for every dealer; the dealer's valuation column besides, where it has one.
      const adjustments = adjustmentsOf(last, km);
      const failed = await sendLead(last, true, adjustments);
      if (failed) return failed;
      const ref = lead.ref();
      if (tradeIn.saveValuationColumn && ref !== null && adjustments !== null) {
        const { adjustmentAnswers } = adjustments;
        await saveValuation(ref, { offer_price: offerPrice, rego: str(values[F.rego]), regoState: str(values[F.state]), adjustmentAnswers });
      }
      dispatch({ type: 'offered', result: { offer, description, underFinance: values[F.finance] === 'Yes' } });
      return null;
    });
  }

  if (result) {
    const ref = lead.ref();
    return (
      <OfferResult
        {...result}
        vehicle={result.description}
        limits={tradeIn.limits}
        buyingTeamHours={tradeIn.buyingTeamHours}
        onAccept={ref === null ? null : () => acceptOffer(ref)}
      />
    );
  }

  const visible = (stepIndex: 0 | 1) => definition.steps[stepIndex]!.fields.filter((f) => f.kind !== 'hidden' && isActive(f, values));
  const field = (spec: ReturnType<typeof visible>[number]) => (
    <LeadField
      key={spec.name}
      formId={FORM_ID}
      field={spec}
      value={values[spec.name] ?? null}
      errors={errors[spec.name]}
      onChange={set}
      termsPath={settings.legal.termsPath}
      budgetQuickPicks={settings.budgetQuickPicks}
    />
  );
  const titles = STRINGS.tradeInSteps;
  const back = (to: Step) => (
    <button type="button" className="btn" onClick={() => dispatch({ type: 'back', step: to })} disabled={busy !== null}>
      {STRINGS.tradeInBack}
    </button>
  );
  const alert = failure ? (
    <p className="lf-alert" role="alert" data-testid="trade-in-error">
      {failure}
    </p>
  ) : null;
  const next = (label: string) => (
    <button type="submit" className="btn" disabled={busy !== null}>
      {busy === 'sending' ? STRINGS.tradeInUploading : label}
    </button>
  );

  return (
    <div className="ti" data-testid="trade-in-offer-form" data-step={step}>
      <h2 ref={heading} tabIndex={-1} data-testid="trade-in-step">
        {titles[step]}
      </h2>
      {step === 0 && noMatch ? (
        <NoMatchPanel
          phone={phone}
          onBack={() => dispatch({ type: 'noMatchClosed', manual: false })}
          onManual={() => dispatch({ type: 'noMatchClosed', manual: true })}
        />
      ) : null}
      {step === 0 && !noMatch ? (
        <form id={FORM_ID} noValidate onSubmit={findCar}>
          <ErrorSummary formId={FORM_ID} errors={errors} fields={visible(0)} summaryRef={summary} />
          {visible(0).map(field)}
          {manual ? null : (
            <button type="button" className="btn secondary" onClick={() => set(F.manualEntry, 'Yes')}>
              {STRINGS.tradeInEnterManually}
            </button>
          )}
          {busy === 'searching' ? <SearchingStatus /> : null}
          {alert}
          <div className="ti-actions">
            <button type="submit" className="btn" disabled={busy !== null}>
              {manual ? STRINGS.tradeInManualFind : STRINGS.tradeInFindMyCar}
            </button>
          </div>
        </form>
      ) : null}
      {step === 1 && candidates ? (
        <form noValidate onSubmit={chooseCar}>
          <fieldset aria-describedby={errors['chosen'] ? 'trade-in-chosen-error' : undefined}>
            <legend>{STRINGS.tradeInLabels.chooseCar}</legend>
            {candidates.descriptions.map((description) => (
              <label key={description} className="lf-check">
                <input
                  type="radio"
                  name="chosen"
                  value={description}
                  checked={chosen === description}
                  onChange={() => dispatch({ type: 'choose', description })}
                />
                {description}
              </label>
            ))}
          </fieldset>
          {errors['chosen'] ? (
            <div className="lf-error" id="trade-in-chosen-error" ref={summary} tabIndex={-1}>
              {errors['chosen'].join(' ')}
            </div>
          ) : null}
          {alert}
          <div className="ti-actions">
            {back(0)}
            {next(STRINGS.tradeInNext)}
          </div>
        </form>
      ) : null}
      {step === 2 ? (
        <form noValidate onSubmit={sendImages}>
          <ImagesStep files={files} onChange={(chosen) => dispatch({ type: 'files', files: chosen })} />
          {alert}
          <div className="ti-actions">
            {back(candidates ? 1 : 0)}
            {next(STRINGS.tradeInNext)}
          </div>
        </form>
      ) : null}
      {step === 3 ? (
        <form id={`${FORM_ID}-details`} noValidate onSubmit={getOffer}>
          {item ? <VehicleSummary description={vehicleDescription(lookupVehicle(item as Partial<LookupVehicle>)) || str(values[F.desc])} item={item} /> : null}
          <ErrorSummary formId={FORM_ID} errors={errors} fields={visible(1)} summaryRef={summary} />
          {visible(1).map(field)}
          <ConsentText groupName={settings.legal.groupName} privacyPolicyPath={settings.legal.privacyPolicyPath} />
          {alert}
          <div className="ti-actions">
            {back(tradeIn.imageUpload ? 2 : candidates ? 1 : 0)}
            {next(STRINGS.tradeInGetOffer)}
          </div>
        </form>
      ) : null}
    </div>
  );
}

/** An eval-expert call's answer; a refused or failed call throws its message for `run` to show. */
async function evalOrThrow(call: Parameters<typeof evalCall>[0], body: Record<string, unknown>): Promise<unknown> {
  const answer = await evalCall(call, body);
  if (!answer.ok) throw new StepFailure(Object.values(answer.fields)[0]?.[0] ?? answer.message);
  return answer.body;
}

class StepFailure extends Error {}

/** The indicative offer from the dealer's stock file (the same file the listing reads); none when the car's year is unknown. */
async function offerFor(vehicle: Record<string, unknown>, km: number, limits: EstimateLimits): Promise<IndicativeOffer> {
  const { Make, Model, Year } = vehicle;
  if (typeof Make !== 'string' || typeof Model !== 'string' || typeof Year !== 'number') return { kind: 'no-comparables' };
  const car = { make: Make, model: Model, year: Year, km };
  try {
    return indicativeOffer(car, await loadCurrentStockFile(), limits, new Date());
  } catch (error) {
    console.warn('stock file unavailable for the indicative offer', error);
    return indicativeOffer(car, [], limits, new Date());
  }
}

export default reactIsland(TradeInOffer);
