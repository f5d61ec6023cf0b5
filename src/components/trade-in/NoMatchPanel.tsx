import { STRINGS } from '../../lib/strings.ts';

export interface NoMatchPanelProps {
  phone: { text: string; href: string } | null;
  onBack: () => void;
  onManual: () => void;
}

/** Step 1 found nothing: the spec's message with the dealer's phone, Contact and Back (which dismisses it). */
export default function NoMatchPanel({ phone, onBack, onManual }: NoMatchPanelProps) {
  return (
    <div className="ti-panel" role="alert" data-testid="trade-in-no-match">
      <p>{STRINGS.tradeInNoMatch}</p>
      <div className="ti-actions">
        {phone ? (
          <a className="btn" href={phone.href}>
            {phone.text}
          </a>
        ) : null}
        <a className="btn" href="/contact/">
          {STRINGS.tradeInContact}
        </a>
        <button type="button" className="btn" onClick={onBack}>
          {STRINGS.tradeInBack}
        </button>
        <button type="button" className="btn secondary" onClick={onManual}>
          {STRINGS.tradeInEnterManually}
        </button>
      </div>
    </div>
  );
}
