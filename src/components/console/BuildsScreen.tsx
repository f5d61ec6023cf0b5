import { useState } from 'react';
import type { BuildChanges, BuildRun, BuildsOverview } from '../../lib/builds/build-record.ts';
import { CONSOLE_COPY } from '../../lib/console/console-copy.ts';
import { reactIsland } from '../react-island.ts';
import { consoleCall } from './console-api.ts';
import { useDealerData } from './use-dealer-data.ts';
import { ChangeList, when } from './console-format.tsx';

type Answer = { overview: BuildsOverview | null; via: string; immediate: boolean };

function RunFacts({ run }: { run: BuildRun }) {
  return (
    <dl className="console-facts">
      <dt>Build</dt>
      <dd>{run.build_id}</dd>
      <dt>Built</dt>
      <dd>
        {when(run.created_at)} ({run.trigger}, {run.mode})
      </dd>
      <dt>Took</dt>
      <dd>
        {run.seconds} s, {run.rendered} of {run.pages} pages rendered
      </dd>
      {run.cars !== null && (
        <>
          <dt>Cars</dt>
          <dd>{run.cars}</dd>
        </>
      )}
    </dl>
  );
}

function Changes({ changes, preview }: { changes: BuildChanges; preview: string | null }) {
  const { pages } = changes;
  // A car the staged build adds has its page only in the preview; one it removes, nowhere.
  const staged = preview === null ? null : preview.replace(/\/+$/, '');
  return (
    <section aria-labelledby="changes-title">
      <h3 id="changes-title">What changes for shoppers</h3>
      <ChangeList level={4} base={staged} label="Cars added" cars={changes.added} />
      <ChangeList level={4} base={null} label="Cars removed" cars={changes.removed} />
      <ChangeList level={4} base="" label="Cars sold" cars={changes.sold} />
      <ChangeList
        level={4}
        base=""
        label="Price changes"
        cars={changes.prices.map((p) => ({
          ...p,
          note: `${p.from === null ? 'no price' : `$${p.from.toLocaleString('en-AU')}`} → ${p.to === null ? 'no price' : `$${p.to.toLocaleString('en-AU')}`}`,
        }))}
      />
      <p>
        Pages: {pages.changed} changed, {pages.added} added, {pages.removed} removed
        {pages.sample.length > 0 && ` (${pages.sample.join(', ')}${pages.changed + pages.added + pages.removed > pages.sample.length ? ', …' : ''})`}
      </p>
    </section>
  );
}

/** Builds (issue 29 part 5): the live and staged builds, what changed, preview, approve, roll back, history with timings. */
function BuildsScreen() {
  const { role, data, error, reload } = useDealerData<Answer>('/builds');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (error) return <p className="console-error">{error}</p>;
  if (!role || !data) return <p>{CONSOLE_COPY.loading}</p>;
  const o = data.overview;
  const act = async (action: 'promote' | 'rollback', buildId: string, question: string) => {
    if (!window.confirm(question)) return;
    setBusy(true);
    const answer = await consoleCall<{ done: boolean }>('POST', `/dealers/${encodeURIComponent(role.dealer)}/builds/${action}`, { build_id: buildId });
    setBusy(false);
    if (!answer.ok) setNotice({ ok: false, text: answer.message });
    else if (action === 'promote') setNotice({ ok: true, text: answer.body.done ? CONSOLE_COPY.approved(buildId) : CONSOLE_COPY.approveDispatched(buildId) });
    else setNotice({ ok: true, text: answer.body.done ? CONSOLE_COPY.rolledBack(buildId) : CONSOLE_COPY.rollbackDispatched(buildId) });
    reload();
  };
  return (
    <>
      <p className={notice?.ok === false ? 'console-error' : 'console-notice'} role="status">
        {notice?.text}
      </p>
      {!o ? (
        <p>This dealer has not been built yet.</p>
      ) : (
        <>
          <div className="console-cards">
            <section className="console-card" aria-labelledby="live-title">
              <h2 id="live-title">Live</h2>
              {o.live ? <RunFacts run={o.live} /> : <p>Nothing is live yet.</p>}
              {o.rollback_to && (
                <button
                  type="button"
                  className="console-secondary"
                  disabled={busy}
                  onClick={() => void act('rollback', o.rollback_to!, `Roll the live site back to ${o.rollback_to}? Shoppers see that build again.`)}
                >
                  {CONSOLE_COPY.rollBack} to {o.rollback_to}
                </button>
              )}
            </section>
            <section className="console-card" aria-labelledby="staged-title">
              <h2 id="staged-title">Staged, waiting for approval</h2>
              {o.staged ? (
                <>
                  <RunFacts run={o.staged} />
                  {o.preview_url && (
                    <p>
                      <a href={o.preview_url} target="_blank" rel="noopener">
                        Preview the staged build
                      </a>
                    </p>
                  )}
                  {o.changes && <Changes changes={o.changes} preview={o.preview_url} />}
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void act('promote', o.staged!.build_id, `Make ${o.staged!.build_id} live? Every shopper sees it at once.`)}
                  >
                    {CONSOLE_COPY.approve}
                  </button>
                </>
              ) : (
                <p>No build is waiting for approval.</p>
              )}
            </section>
          </div>
          <h2>History</h2>
          <p>Releases run by {data.via}.</p>
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Release</th>
                <th scope="col">Build</th>
                <th scope="col">Timings</th>
              </tr>
            </thead>
            <tbody>
              {o.history.map((e, i) => (
                <tr key={`${e.at}-${i}`}>
                  <td data-label="When">{when(e.at)}</td>
                  <td data-label="Release">{e.action === 'stage' ? 'staged' : e.action === 'promote' ? 'made live' : 'rolled back to'}</td>
                  <td data-label="Build">
                    {e.build_id}
                    {e.build && ` (${e.build.trigger}, ${e.build.mode}, ${e.build.rendered} of ${e.build.pages} pages)`}
                  </td>
                  <td data-label="Timings">
                    {e.build
                      ? `${e.build.seconds} s: ${Object.entries(e.build.timings)
                          .filter(([, ms]) => ms >= 50)
                          .map(([stage, ms]) => `${stage} ${(ms / 1000).toFixed(1)} s`)
                          .join(', ')}`
                      : 'retired'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}

export default reactIsland(BuildsScreen);
