/**
 * npm run leads -- list [--dealer <slug>] [--status <s>] [--json] | show <lead_id> | retry <lead_id>|--failed | export --csv | retention
 * Reads the lead store the server writes (DATABASE_URL, else the embedded database under the work dir).
 */
import { OPERATOR_COMMANDS, runOperatorScript } from '../src/server/operator/operator-commands.ts';

await runOperatorScript(OPERATOR_COMMANDS.leads);
