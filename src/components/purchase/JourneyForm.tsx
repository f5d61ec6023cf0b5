import { useId, type SubmitEvent } from 'react';
import { formatYears } from '../../lib/finance/format.ts';
import { termChoices } from '../../lib/purchase/purchase-journey.ts';
import { FORM_COPY } from '../../lib/leads/copy.ts';
import { FIELD, isActive, type FieldSpec } from '../../lib/leads/form-fields.ts';
import { HONEYPOT_FIELD } from '../../lib/leads/lead-submission.ts';
import { formatAud } from '../../lib/inventory/price-display.ts';
import { purchaseReview } from '../../lib/purchase/purchase-journey.ts';
import { STRINGS } from '../../lib/strings.ts';
import MoneyInput from '../finance/MoneyInput.tsx';
import ConsentText from '../forms/ConsentText.tsx';
import ErrorSummary from '../forms/ErrorSummary.tsx';
import LeadField from '../forms/LeadField.tsx';
import { fieldId } from '../forms/field-id.ts';
import ChoiceGroup from './ChoiceGroup.tsx';
import { usePurchaseJourney, type JourneyInput } from './use-purchase-journey.ts';

type JourneyFormProps = JourneyInput & { depositLabel: string; tradeInHref: string | null };

/** The purchase journey's steps, drawn from its lead form definition, then the review that sends it. */
export default function JourneyForm({ depositLabel, tradeInHref, ...input }: JourneyFormProps) {
  const formId = `pj${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const j = usePurchaseJourney(input);
  const { settings, car, finance } = input;
  const steps = j.review + 1;
  const atReview = j.step >= j.review;
  const title = atReview ? STRINGS.purchaseStepReview : j.definition.steps[j.step]!.title;
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (atReview) j.send();
    else j.next();
  };

  const field = (spec: FieldSpec) => {
    if (spec.kind === 'hidden') return null;
    if (spec.name === FIELD.fulfilment || spec.name === FIELD.payment) {
      return <ChoiceGroup key={spec.name} formId={formId} field={spec} value={j.values[spec.name] ?? null} onChange={j.change} />;
    }
    if (spec.name === FIELD.financeDeposit) {
      const value = j.values[spec.name];
      return (
        <div className="lf-field" key={spec.name} data-field={spec.name}>
          <MoneyInput
            id={fieldId(formId, spec.name)}
            label={spec.label}
            value={typeof value === 'number' ? value : null}
            onChange={(n) => j.change(spec.name, n)}
            quickPicks={[]}
          />
        </div>
      );
    }
    return (
      <LeadField
        key={spec.name}
        formId={formId}
        field={spec}
        value={j.values[spec.name] ?? null}
        errors={j.errors[spec.name]}
        onChange={j.change}
        termsPath={settings.legal.termsPath}
        budgetQuickPicks={settings.budgetQuickPicks}
      />
    );
  };

  const stepBody = () => {
    const spec = j.definition.steps[j.step]!;
    const fields = spec.fields.filter((f) => isActive(f, j.values)).map(field);
    const delivering = j.values[FIELD.fulfilment] === STRINGS.purchaseDelivery;
    const financing = j.values[FIELD.payment] === STRINGS.purchaseFinance;
    return (
      <>
        {fields}
        {j.step === 0 && delivering && j.values[FIELD.deliveryQuote] ? <p data-testid="delivery-quote">{String(j.values[FIELD.deliveryQuote])}</p> : null}
        {j.step === 1 && financing && finance ? (
          <>
            <div className="lf-field">
              <label htmlFor={fieldId(formId, FIELD.financeTerm)}>{STRINGS.purchaseFinanceTerm}</label>
              <select id={fieldId(formId, FIELD.financeTerm)} value={String(j.termYears)} onChange={(e) => j.change(FIELD.financeTerm, e.target.value)}>
                {termChoices(finance).map((years) => (
                  <option key={years} value={String(years)}>
                    {formatYears(years)}
                  </option>
                ))}
              </select>
            </div>
            <p aria-live="polite" data-testid="finance-estimate">
              {STRINGS.purchaseFinanceEstimate}: <strong>{j.estimate}</strong>
            </p>
          </>
        ) : null}
        {j.step === 2 && tradeInHref ? (
          <p>
            <a href={tradeInHref} target="_blank" rel="noopener">
              {STRINGS.purchaseTradeInValue}
            </a>
          </p>
        ) : null}
      </>
    );
  };

  return (
    <form id={formId} className="lf pj" noValidate onSubmit={submit} data-testid="purchase-journey" aria-busy={j.sending}>
      <h2 className="pj-car">
        {car.lead.title}
        {car.price !== null ? <span> {formatAud(car.price)}</span> : null}
      </h2>
      <p className="lf-step" data-testid="lead-step">
        {`${FORM_COPY.stepOf(Math.min(j.step, j.review) + 1, steps)}: `}
        <strong>{title}</strong>
      </p>
      <ErrorSummary formId={formId} errors={j.errors} fields={j.definition.steps.flatMap((s) => s.fields)} summaryRef={j.summaryRef} />
      {j.formError ? (
        <div className="lf-alert" role="alert" data-testid="form-alert">
          <p>{j.formError}</p>
        </div>
      ) : null}
      {atReview ? (
        <>
          <dl className="pj-review" data-testid="purchase-review">
            {purchaseReview(j.values).map((row, index) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>
                  {row.value}{' '}
                  <button type="button" className="btn secondary" onClick={() => j.goTo(index)} aria-label={`${STRINGS.purchaseEdit}: ${row.label}`}>
                    {STRINGS.purchaseEdit}
                  </button>
                </dd>
              </div>
            ))}
          </dl>
          <ConsentText groupName={settings.legal.groupName} privacyPolicyPath={settings.legal.privacyPolicyPath} />
        </>
      ) : (
        stepBody()
      )}
      <div className="lf-trap" aria-hidden="true">
        <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>{FORM_COPY.honeypot}</label>
        <input id={`${formId}-${HONEYPOT_FIELD}`} ref={j.honeypotRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="lf-actions">
        {j.step > 0 ? (
          <button type="button" className="btn secondary" onClick={j.back} disabled={j.sending}>
            {FORM_COPY.back}
          </button>
        ) : null}
        <button type="submit" className="btn" disabled={j.sending}>
          {atReview ? (j.sending ? FORM_COPY.sending : STRINGS.purchaseToDeposit(depositLabel)) : FORM_COPY.next}
        </button>
      </div>
    </form>
  );
}
