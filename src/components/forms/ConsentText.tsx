import { FORM_COPY } from '../../lib/leads/copy.ts';

/** What submitting agrees to: communications (opt out with STOP or unsubscribe) and the group's Privacy Policy. */
export default function ConsentText({ groupName, privacyPolicyPath }: { groupName: string; privacyPolicyPath: string }) {
  return (
    <p className="lf-consent" data-testid="consent">
      {FORM_COPY.consent(groupName)}
      <a href={privacyPolicyPath}>{FORM_COPY.privacyPolicy}</a>.
    </p>
  );
}
