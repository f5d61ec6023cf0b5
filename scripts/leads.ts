/**
 * npm run leads -- list [--dealer <slug>] [--status <s>] [--json] | show <lead_id> | retry <lead_id>|--failed | export --csv
 * Reads the lead store the server writes (DATABASE_URL, else the embedded database under the work dir).
 */
import { createServerContext } from '../src/server/context/server-context.ts';
import { createLeadService } from '../src/server/leads/lead-service.ts';
import { runLeadsCli } from '../src/server/leads/lead-cli.ts';
import { createTradeInService } from '../src/server/trade-in/trade-in-service.ts';

const context = createServerContext();
const tradeIn = createTradeInService(context);
try {
  const { out, code } = await runLeadsCli(process.argv.slice(2), createLeadService(context).store(), {
    valuations: tradeIn.valuations(),
    imageLocation: tradeIn.images.location,
  });
  process.stdout.write(out);
  process.exitCode = code;
} finally {
  await context.store.close();
}
