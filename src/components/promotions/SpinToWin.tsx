import { useEffect, useRef, useState } from 'react';
import { signInUrl } from '../../lib/accounts/sign-in-link.ts';
import { spinOpenAt } from '../../lib/promotions/spin-to-win.ts';
import { STRINGS } from '../../lib/strings.ts';
import { postJson } from '../accounts/post-json.ts';
import { loadSession } from '../../stores/session.ts';
import { useSession } from '../accounts/use-session.ts';
import { reactIsland } from '../react-island.ts';
import './spin-to-win.css';

type SpinToWinProps = { prizes: string[]; starts: string; ends: string; path: string };

type Outcome =
  { kind: 'idle' } | { kind: 'spinning' } | { kind: 'won'; prize: string } | { kind: 'already'; prize: string } | { kind: 'error'; message: string };

const STEP_MS = 90;
const MIN_SPIN_MS = 1500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The wheel: the prizes in a ring, lit one after another while the server draws the prize, then
 * stopping on it. The browser decides nothing: it shows what POST /api/spin-to-win/spin answered.
 * A signed-out shopper is offered sign-in; a mobile that has spun sees its prize again.
 */
function SpinToWin({ prizes, starts, ends, path }: SpinToWinProps) {
  const session = useSession();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [lit, setLit] = useState<number | null>(null);
  const live = useRef(true);
  const signedIn = session.status === 'signed-in';

  useEffect(() => {
    void loadSession();
    return () => {
      live.current = false;
    };
  }, []);
  useEffect(() => {
    if (!signedIn) return;
    fetch('/api/spin-to-win', { headers: { accept: 'application/json' }, credentials: 'same-origin' })
      .then(async (response) => (response.ok ? ((await response.json()) as { spun: boolean; prize: string | null }) : null))
      .then((state) => setOutcome(state?.spun && state.prize ? { kind: 'already', prize: state.prize } : { kind: 'idle' }))
      .catch(() => setOutcome({ kind: 'idle' }));
  }, [signedIn]);

  const spin = async () => {
    setOutcome({ kind: 'spinning' });
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    let turning = true;
    const turn = (async () => {
      for (let i = 0; turning && live.current; i++) {
        setLit(i % prizes.length);
        await sleep(STEP_MS);
      }
    })();
    const [answer] = await Promise.all([
      postJson<{ prize: string }>('/api/spin-to-win/spin', {}, STRINGS.spinFailed),
      still ? Promise.resolve() : sleep(MIN_SPIN_MS),
    ]);
    turning = false;
    await turn;
    if (answer.ok) {
      setLit(prizes.indexOf(answer.body.prize));
      setOutcome({ kind: 'won', prize: answer.body.prize });
      return;
    }
    const repeat = await fetch('/api/spin-to-win', { credentials: 'same-origin' })
      .then((r) => (r.ok ? (r.json() as Promise<{ prize: string | null }>) : null))
      .catch(() => null);
    setLit(repeat?.prize ? prizes.indexOf(repeat.prize) : null);
    setOutcome(repeat?.prize ? { kind: 'already', prize: repeat.prize } : { kind: 'error', message: answer.message });
  };

  const open = spinOpenAt({ starts, ends }, new Date());
  return (
    <div className="stw" data-testid="spin-to-win">
      <ol className="stw-wheel" aria-label={STRINGS.spinPrizes}>
        {prizes.map((prize, i) => (
          <li key={prize} className={i === lit ? 'lit' : undefined}>
            {prize}
          </li>
        ))}
      </ol>
      <div aria-live="polite" className="stw-result">
        {outcome?.kind === 'won' && (
          <>
            <p className="stw-prize" data-testid="spin-prize">
              {STRINGS.spinWon(outcome.prize)}
            </p>
            <p>{STRINGS.spinWonNext}</p>
          </>
        )}
        {outcome?.kind === 'already' && <p data-testid="spin-already">{STRINGS.spinAlready(outcome.prize)}</p>}
        {outcome?.kind === 'error' && <p role="alert">{outcome.message}</p>}
      </div>
      {!open ? (
        <p>{STRINGS.spinClosed}</p>
      ) : session.status === 'signed-out' ? (
        <p>
          {STRINGS.spinSignInIntro}{' '}
          <a className="btn" href={signInUrl('spin-to-win', path)}>
            {STRINGS.spinSignIn}
          </a>
        </p>
      ) : (
        (outcome?.kind === 'idle' || outcome?.kind === 'spinning' || outcome?.kind === 'error') && (
          <button type="button" className="btn" onClick={() => void spin()} disabled={outcome.kind === 'spinning'}>
            {outcome.kind === 'spinning' ? STRINGS.spinSpinning : STRINGS.spinButton}
          </button>
        )
      )}
    </div>
  );
}

export default reactIsland(SpinToWin);
