import { useId, useState, type SubmitEvent } from 'react';
import type { DeliveryRates } from '../../lib/content/delivery-schema.ts';
import type { LatLng } from '../../lib/geo/distance.ts';
import { formatAud } from '../../lib/inventory/price-display.ts';
import { STRINGS } from '../../lib/strings.ts';
import { VEHICLE_COPY } from '../../lib/vehicle/vehicle-words.ts';

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'result'; name: string; price: number } | { kind: 'error'; message: string };

export type DeliveryCalculatorProps = { origin: LatLng; rates: DeliveryRates };

/**
 * Delivery estimate by postcode, priced by distance from the car's location with the dealer's
 * regions and prices and the bundled postcode table (loaded on first use; no network call). Idle,
 * loading, result or error.
 */
export default function DeliveryCalculator({ origin, rates }: DeliveryCalculatorProps) {
  const id = useId();
  const [postcode, setPostcode] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (postcode.trim() === '') {
      setState({ kind: 'error', message: STRINGS.deliveryEnterPostcode });
      return;
    }
    setState({ kind: 'loading' });
    try {
      const { deliveryEstimate } = await import('../../lib/geo/delivery.ts');
      const estimate = deliveryEstimate(postcode.trim(), { origin, rates });
      setState(estimate ? { kind: 'result', ...estimate } : { kind: 'error', message: STRINGS.deliveryNoEstimate });
    } catch (error) {
      console.error('delivery estimate failed', error);
      setState({ kind: 'error', message: STRINGS.deliveryNoEstimate });
    }
  };

  return (
    <form className="calc" data-testid="delivery-calculator" data-state={state.kind} onSubmit={submit} noValidate>
      <h3>{VEHICLE_COPY.deliveryCalculator}</h3>
      <div className="calc-row">
        <label htmlFor={`${id}-postcode`}>{VEHICLE_COPY.postcode}</label>
        <input
          id={`${id}-postcode`}
          // An explicit text type: HTML_CodeSniffer's autocomplete check (H98) reads the attribute, not its default.
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          value={postcode}
          onChange={(e) => setPostcode(e.target.value)}
        />
        <button type="submit" className="btn" disabled={state.kind === 'loading'}>
          {state.kind === 'loading' ? VEHICLE_COPY.calculating : VEHICLE_COPY.getEstimate}
        </button>
      </div>
      <div aria-live="polite" data-testid="delivery-message">
        {state.kind === 'result' && (
          <p className="calc-answer">
            {VEHICLE_COPY.deliveryTo(state.name)}: <strong>{state.price === 0 ? VEHICLE_COPY.freeDelivery : formatAud(state.price)}</strong>
          </p>
        )}
        {state.kind === 'error' && (
          <p className="calc-error" role="alert">
            {state.message}
          </p>
        )}
      </div>
    </form>
  );
}
