import { useState } from 'react';
import { CONSOLE_COPY } from '../../lib/console/console-copy.ts';
import type { ConsoleScreen } from '../../lib/console/console-nav.ts';
import { reactIsland } from '../react-island.ts';
import { consoleCall } from './console-api.ts';
import type { StaffSessionBody } from './use-staff-session.ts';

type Props = { screens: readonly ConsoleScreen[] };

/** Where to go once signed in: `?next=` when it is a console path, else the first screen the role uses. */
function destination(screens: readonly ConsoleScreen[], session: StaffSessionBody): string {
  const next = new URLSearchParams(window.location.search).get('next');
  if (next && /^\/console\/[\w/-]*(\?[\w=&%-]*)?$/.test(next)) return next;
  const role = session.roles.find((r) => r.dealer === session.site)?.role ?? '';
  return screens.find((s) => s.roles.includes(role))?.path ?? '/console/';
}

/** Staff sign-in: an e-mail address or mobile, then the 6-digit code sent to it, then the console. */
function ConsoleSignIn({ screens }: Props) {
  const [step, setStep] = useState<'address' | 'code'>('address');
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ message: string; field: string | null } | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    setBusy(true);
    const answer = await consoleCall<{ address: string }>('POST', '/auth/code', { address });
    setBusy(false);
    if (!answer.ok) return setError({ message: answer.fields['address']?.[0] ?? answer.message, field: answer.fields['address'] ? 'address' : null });
    setError(null);
    setStep('code');
  };
  const verify = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    setBusy(true);
    const answer = await consoleCall<StaffSessionBody>('POST', '/auth/verify', { address, code });
    setBusy(false);
    if (!answer.ok) return setError({ message: answer.fields['code']?.[0] ?? answer.message, field: 'code' });
    window.location.assign(destination(screens, answer.body));
  };

  const errorText = error && (
    <p className="console-error" id="console-sign-in-error" role="alert">
      {error.message}
    </p>
  );
  if (step === 'address') {
    return (
      <form className="console-form" onSubmit={(e) => void send(e)} noValidate>
        <p>{CONSOLE_COPY.signInIntro}</p>
        <label>
          {CONSOLE_COPY.addressLabel}
          <input
            name="address"
            type="text"
            autoComplete="username"
            inputMode="email"
            required
            value={address}
            aria-invalid={error?.field === 'address' ? true : undefined}
            aria-describedby={error ? 'console-sign-in-error' : undefined}
            onChange={(e) => setAddress(e.currentTarget.value)}
          />
        </label>
        {errorText}
        <button type="submit" disabled={busy}>
          {CONSOLE_COPY.sendCode}
        </button>
      </form>
    );
  }
  return (
    <form className="console-form" onSubmit={(e) => void verify(e)} noValidate>
      <p className="console-notice" role="status">
        {CONSOLE_COPY.codeSentTo(address)}
      </p>
      <label>
        {CONSOLE_COPY.codeLabel}
        <input
          name="code"
          type="text"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="\d{6}"
          maxLength={6}
          required
          value={code}
          aria-invalid={error?.field === 'code' ? true : undefined}
          aria-describedby={error ? 'console-sign-in-error' : undefined}
          onChange={(e) => setCode(e.currentTarget.value.trim())}
        />
      </label>
      {errorText}
      <div className="console-actions">
        <button type="submit" disabled={busy}>
          {CONSOLE_COPY.verify}
        </button>
        <button
          type="button"
          className="console-secondary"
          onClick={() => {
            setStep('address');
            setCode('');
            setError(null);
          }}
        >
          {CONSOLE_COPY.useAnother}
        </button>
      </div>
    </form>
  );
}

export default reactIsland(ConsoleSignIn);
