import { emailDomainSuggestion, withDomain } from '../../lib/contact/email-domain-hint.ts';
import { STRINGS } from '../../lib/strings.ts';

interface EmailDomainHintProps {
  id: string;
  /** The address as the shopper left the field (checked on leaving it, not at each key). */
  checked: string;
  onAccept: (fixed: string) => void;
}

/**
 * 'Did you mean gmail.com?' under an e-mail field whose domain looks like a typo of a common one. It
 * never blocks: the form sends whatever address the shopper keeps; pressing the hint takes it. The
 * region is always there (empty without a hint) so a screen reader hears the hint when it appears.
 */
export default function EmailDomainHint({ id, checked, onAccept }: EmailDomainHintProps) {
  const suggestion = emailDomainSuggestion(checked);
  return (
    <p className="lf-hint" id={id} aria-live="polite" data-testid="email-domain-hint">
      {suggestion ? (
        <button type="button" className="lf-hint-action" onClick={() => onAccept(withDomain(checked, suggestion))}>
          {STRINGS.emailDomainHint(suggestion)}
        </button>
      ) : null}
    </p>
  );
}
