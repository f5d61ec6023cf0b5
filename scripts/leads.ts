/**
 * npm run leads -- list [--dealer <slug>] [--status <s>] [--json] | show <lead_id> | retry <lead_id>|--failed | export --csv | retention
 * Reads the lead store the server writes (DATABASE_URL, else the embedded database under the work dir).
 */
import { createServerContext } from '../src/server/context/server-context.ts';
import { createInboxService } from '../src/server/inbox/inbox-service.ts';
import { retentionLines } from '../src/server/inbox/lead-retention.ts';
import { createLeadService } from '../src/server/leads/lead-service.ts';
import { runLeadsCli } from '../src/server/leads/lead-cli.ts';
import { createTradeInService } from '../src/server/trade-in/trade-in-service.ts';

const context = createServerContext();
const tradeIn = createTradeInService(context);
try {
  // Retention (rule: leads.retention): what npm start does hourly, for a host with no process of its own (a scheduled job).
  if (process.argv[2] === 'retention') process.stdout.write(retentionLines(await createInboxService(context).removeExpired()));
  else {
    const { out, code } = await runLeadsCli(
      process.argv.slice(2),
      createLeadService(context).store(),
      {
        valuations: tradeIn.valuations(),
        imageLocation: tradeIn.images.location,
      },
      (lead) => context.dealers.dealerFor(lead)?.forms ?? null,
    );
    process.stdout.write(out);
    process.exitCode = code;
  }
} finally {
  await context.store.close();
}
