import type { StockHealth, StockProblem } from '../../lib/builds/build-record.ts';
import { CONSOLE_COPY } from '../../lib/console/console-copy.ts';
import { reactIsland } from '../react-island.ts';
import { ChangeList, when } from './console-format.tsx';
import { useDealerData } from './use-dealer-data.ts';

type Valuation = {
  eval_id: string;
  created_at: string;
  vehicle: string;
  rego: string | null;
  km: number | null;
  lead_id: string | null;
  name: string | null;
  photos: { image_id: string; url: string }[];
};

function Problems({ label, problems, empty }: { label: string; problems: readonly StockProblem[]; empty: string }) {
  return (
    <section aria-label={label}>
      <h3>
        {label} ({problems.length})
      </h3>
      {problems.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">Record</th>
              <th scope="col">Field</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {problems.map((p, i) => (
              <tr key={`${p.car_id}-${p.path}-${i}`}>
                <td data-label="Record">{p.car_id ?? 'no usable id'}</td>
                <td data-label="Field">{p.path || 'the whole record'}</td>
                <td data-label="Reason">{p.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Stock health (issue 29 part 6): when stock last changed, skipped records and why, live cars without photos or price, trade-in valuations with photos. */
function StockHealthScreen() {
  const { data, error } = useDealerData<{ health: StockHealth | null; valuations: Valuation[] }>('/stock-health');
  if (error) return <p className="console-error">{error}</p>;
  if (!data) return <p>{CONSOLE_COPY.loading}</p>;
  const h = data.health;
  return (
    <>
      <section aria-labelledby="stock-title">
        <h2 id="stock-title">Stock</h2>
        {!h ? (
          <p>{CONSOLE_COPY.buildsUnavailable}</p>
        ) : (
          <>
            <p data-testid="stock-updated">
              {h.stock_updated_at ? `Stock last changed ${when(h.stock_updated_at)}` : 'No stock has been built yet.'}
              {h.build_id && h.built_at && ` (checked by build ${h.build_id}, ${when(h.built_at)}).`}
            </p>
            <Problems label="Records skipped" problems={h.skipped} empty="Every record was usable." />
            <Problems label="Values left out of listed cars" problems={h.dropped} empty="No values were left out." />
            <ChangeList level={3} base="" label="Cars without photos" cars={h.without_photos} empty="Every car for sale has photos." />
            <ChangeList level={3} base="" label="Cars without a price" cars={h.without_price} empty="Every car for sale shows a price." />
          </>
        )}
      </section>
      <section aria-labelledby="valuations-title">
        <h2 id="valuations-title">Trade-in valuations</h2>
        {data.valuations.length === 0 ? (
          <p>No trade-in valuations yet.</p>
        ) : (
          <ul className="console-valuations">
            {data.valuations.map((v) => (
              <li key={v.eval_id}>
                <p>
                  <strong>{v.vehicle || 'Vehicle not identified'}</strong>
                  {v.rego && ` · ${v.rego}`}
                  {v.km !== null && ` · ${v.km.toLocaleString('en-AU')} km`} · {when(v.created_at)}
                  {v.name && ` · ${v.name}`}
                </p>
                {v.photos.length === 0 ? (
                  <p>No photos.</p>
                ) : (
                  <div className="console-photos">
                    {v.photos.map((p, i) => (
                      <a key={p.image_id} href={p.url}>
                        <img src={p.url} alt={`${v.vehicle || 'Trade-in'}, photo ${i + 1}`} width="160" height="120" loading="lazy" />
                      </a>
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export default reactIsland(StockHealthScreen);
