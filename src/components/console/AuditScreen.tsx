import { CONSOLE_COPY } from '../../lib/console/console-copy.ts';
import { reactIsland } from '../react-island.ts';
import { useDealerData } from './use-dealer-data.ts';

type Entry = { id: string; at: string; actor: string; action: string; target: string | null; outcome: string; detail: string | null };

/** The dealer's audit log, newest first (owners; rule: console.audit). */
function AuditScreen() {
  const { data, error } = useDealerData<{ entries: Entry[] }>('/audit');
  if (error) return <p className="console-error">{error}</p>;
  if (!data) return <p>{CONSOLE_COPY.loading}</p>;
  return (
    <table className="console-table">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">What</th>
          <th scope="col">Outcome</th>
        </tr>
      </thead>
      <tbody>
        {data.entries.map((e) => (
          <tr key={e.id}>
            <td data-label="When">{new Date(e.at).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'medium' })}</td>
            <td data-label="Who">{e.actor}</td>
            <td data-label="What">
              {e.action}
              {e.target && ` ${e.target}`}
            </td>
            <td data-label="Outcome">
              {e.outcome}
              {e.detail && ` (${e.detail})`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default reactIsland(AuditScreen);
