import { useId, useState, type SubmitEvent } from 'react';
import type { LatLng } from '../../lib/geo/distance.ts';
import type { FreeRideAnswer } from '../../lib/service/free-ride.ts';
import { SERVICE_COPY } from '../../lib/service/service-page.ts';
import { STRINGS } from '../../lib/strings.ts';
import { reactIsland } from '../react-island.ts';
import './service.css';

interface FreeRideCheckProps {
  origin: LatLng;
  radiusKm: number;
}

function message(answer: FreeRideAnswer, radiusKm: number): string {
  switch (answer.kind) {
    case 'invalid':
      return STRINGS.invalidPostcodeQuickForm;
    case 'unknown':
      return STRINGS.invalidPostcode;
    case 'within':
      return SERVICE_COPY.freeRideWithin(answer.place, answer.km, radiusKm);
    case 'outside':
      return SERVICE_COPY.freeRideOutside(answer.place, answer.km, radiusKm);
  }
}

/** Whether the shopper's postcode is within the free ride distance of the dealership (the postcode table loads on first use; no network call). */
function FreeRideCheck({ origin, radiusKm }: FreeRideCheckProps) {
  const id = useId();
  const [postcode, setPostcode] = useState('');
  const [answer, setAnswer] = useState<FreeRideAnswer | null>(null);
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { freeRideAnswer } = await import('../../lib/service/free-ride.ts');
    setAnswer(freeRideAnswer(postcode, origin, radiusKm));
  };
  const ok = answer?.kind === 'within' || answer?.kind === 'outside';
  return (
    <form className="free-ride" data-testid="free-ride" data-answer={answer?.kind ?? 'idle'} onSubmit={submit} noValidate>
      <div className="free-ride__row">
        <label htmlFor={`${id}-postcode`}>{SERVICE_COPY.postcode}</label>
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
        <button type="submit" className="btn">
          {SERVICE_COPY.check}
        </button>
      </div>
      <div aria-live="polite" data-testid="free-ride-message">
        {answer ? (
          <p className={ok ? 'free-ride__answer' : 'free-ride__error'} {...(ok ? {} : { role: 'alert' })}>
            {message(answer, radiusKm)}
          </p>
        ) : null}
      </div>
    </form>
  );
}

export default reactIsland(FreeRideCheck);
