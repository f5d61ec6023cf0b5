/**
 * npm run leads -- list [--dealer <slug>] [--status <s>] [--json] | show <lead_id> | retry <lead_id>|--failed | export --csv
 * Reads the lead store the server writes (DATABASE_URL, else the embedded database under the work dir).
 */
import { createLeadService } from '../src/server/leads/lead-service.ts';
import { runLeadsCli } from '../src/server/leads/lead-cli.ts';
import { serverConfig } from '../src/server/server-config.ts';
import { createTradeInService } from '../src/server/trade-in/trade-in-service.ts';

const config = serverConfig();
const service = createLeadService(config);
const tradeIn = createTradeInService(service, config);
try {
  const { out, code } = await runLeadsCli(process.argv.slice(2), service.store(), { valuations: tradeIn.valuations(), imageLocation: tradeIn.images.location });
  process.stdout.write(out);
  process.exitCode = code;
} finally {
  await service.close();
}
