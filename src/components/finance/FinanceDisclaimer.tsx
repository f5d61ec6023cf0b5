import { useId, useState } from 'react';
import { truncateDisclaimer } from '../../lib/finance/disclaimer.ts';
import { STRINGS } from '../../lib/strings.ts';

export interface FinanceDisclaimerProps {
  text: string;
  /** Anchor target; the vehicle page links to #financeDisclaimer. */
  id?: string;
}

/**
 * The spec's "toggle starts shown": the full disclaimer is shown first (so it is in the HTML with
 * JavaScript off) and 'Show Less' cuts it to 197 characters; 'Show More' brings it back.
 */
export default function FinanceDisclaimer({ text, id = 'financeDisclaimer' }: FinanceDisclaimerProps) {
  const [expanded, setExpanded] = useState(true);
  const textId = useId();
  const t = truncateDisclaimer(text);
  return (
    <div id={id} className="fc-disclaimer">
      <p id={textId}>{expanded || !t.truncated ? t.full : t.short}</p>
      {t.truncated ? (
        <button type="button" className="fc-link-button" aria-controls={textId} aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded ? STRINGS.showLess : STRINGS.showMore}
        </button>
      ) : null}
    </div>
  );
}
