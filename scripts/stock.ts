/**
 * npm run stock -- apply <changes.json> [--server <url>]
 * Applies {"upsert": [car records, partial ones merged by id], "delete": [car ids]} to the stock
 * index (embedded, or Meilisearch with MEILI_HOST), then tells the running server through the
 * signed stock webhook (FORECOURT_SERVER, default http://localhost:$PORT or 4321) — or, when no
 * server answers, rebuilds the affected dealers directly (src/engine/stock/stock-command.ts).
 */
import path from 'node:path';
import { useCompileCache } from '../src/engine/compile-cache.ts';

useCompileCache(path.resolve(import.meta.dirname, '..'));
await import('../src/engine/stock/stock-command.ts');
