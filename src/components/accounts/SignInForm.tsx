import { useEffect, useState } from 'react';
import { ACCOUNT_COPY } from '../../lib/accounts/copy.ts';
import { safeReturnPath } from '../../lib/accounts/sign-in-link.ts';
import { formatPhone } from '../../lib/phone/format-phone.ts';
import { australianMobile } from '../../lib/phone/mobile-number.ts';
import { loadSession, signOut } from '../../stores/session.ts';
import { useSession } from './use-session.ts';
import { postJson } from './post-json.ts';

/** A form submit or a button click: both only need their default prevented. */
type Submitted = { preventDefault(): void };

type Step = { kind: 'phone' } | { kind: 'code'; phone: string };

const query = (name: string) => (typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get(name));

/**
 * Phone sign-in: a mobile number, then the 6-digit code texted to it, then back to `redirect`.
 * Already signed in: who, a way on, and sign out.
 */
export default function SignInForm() {
  const session = useSession();
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [returnTo, setReturnTo] = useState({ redirect: '/', back: '/' });

  useEffect(() => {
    void loadSession();
    setReturnTo({ redirect: safeReturnPath(query('redirect')), back: safeReturnPath(query('back') ?? query('redirect')) });
  }, []);

  async function sendCode(event: Submitted) {
    event.preventDefault();
    const mobile = australianMobile(step.kind === 'code' ? step.phone : phone);
    if (!mobile) return setError(ACCOUNT_COPY.invalidMobile);
    setBusy(true);
    const result = await postJson('/api/auth/code', { phone_number: mobile }, ACCOUNT_COPY.smsFailed);
    setBusy(false);
    if (!result.ok) return setError(result.fields['phone_number']?.join(' ') ?? result.message);
    setError(null);
    setCode('');
    setStep({ kind: 'code', phone: mobile });
  }

  async function checkCode(event: Submitted) {
    event.preventDefault();
    if (step.kind !== 'code') return;
    if (!/^\d{6}$/.test(code)) return setError(ACCOUNT_COPY.invalidCodeFormat);
    setBusy(true);
    const result = await postJson('/api/auth/verify', { phone_number: step.phone, code }, ACCOUNT_COPY.wrongCode);
    if (!result.ok) {
      setBusy(false);
      return setError(result.message);
    }
    window.location.assign(returnTo.redirect);
  }

  const errorText = error ? (
    <p className="lf-error" id="sign-in-error" role="alert">
      {error}
    </p>
  ) : null;
  const described = error ? { 'aria-invalid': true, 'aria-describedby': 'sign-in-error' } : {};

  if (session.status === 'signed-in') {
    return (
      <div className="sign-in" data-testid="signed-in">
        <p>{ACCOUNT_COPY.signedInAs(formatPhone(session.phone))}</p>
        <p className="sign-in__actions">
          <a className="btn" href={returnTo.redirect}>
            {ACCOUNT_COPY.continue}
          </a>
          <button type="button" className="btn secondary" onClick={() => void signOut()}>
            {ACCOUNT_COPY.signOut}
          </button>
        </p>
      </div>
    );
  }

  return (
    <div className="sign-in">
      {step.kind === 'phone' ? (
        <form className="lf" onSubmit={sendCode} noValidate data-testid="sign-in-phone">
          <p>{ACCOUNT_COPY.signInIntro}</p>
          <div className="lf-field">
            <label htmlFor="sign-in-phone">{ACCOUNT_COPY.mobileLabel}</label>
            <input id="sign-in-phone" type="tel" autoComplete="tel" inputMode="tel" value={phone} onChange={(e) => setPhone(e.target.value)} {...described} />
            {errorText}
          </div>
          <p className="lf-actions">
            <button type="submit" className="btn" disabled={busy}>
              {ACCOUNT_COPY.sendCode}
            </button>
          </p>
        </form>
      ) : (
        <form className="lf" onSubmit={checkCode} noValidate data-testid="sign-in-code">
          <p role="status">{ACCOUNT_COPY.codeSentTo(formatPhone(step.phone))}</p>
          <div className="lf-field">
            <label htmlFor="sign-in-code">{ACCOUNT_COPY.codeLabel}</label>
            <input
              id="sign-in-code"
              type="text"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              {...described}
            />
            {errorText}
          </div>
          <p className="lf-actions">
            <button type="submit" className="btn" disabled={busy}>
              {ACCOUNT_COPY.verify}
            </button>
            <button type="button" className="btn secondary" disabled={busy} onClick={sendCode}>
              {ACCOUNT_COPY.resend}
            </button>
            <button
              type="button"
              className="btn secondary"
              onClick={() => {
                setError(null);
                setStep({ kind: 'phone' });
              }}
            >
              {ACCOUNT_COPY.changeNumber}
            </button>
          </p>
        </form>
      )}
      <p>
        <a href={returnTo.back}>{ACCOUNT_COPY.back}</a>
      </p>
    </div>
  );
}
