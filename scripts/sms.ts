/**
 * npm run sms -- list [--limit N] [--json]
 * The text messages the embedded SMS provider kept instead of sending (sign-in codes, alerts), newest
 * first, from the store the server writes (DATABASE_URL, else the embedded database under the work dir).
 * npm run sms -- reply <mobile> <text>
 * A reply from that mobile, kept by the embedded provider and taken as Twilio's webhook's would be:
 * STOP pauses its alerts (docs/alerts.md).
 */
import { OPERATOR_COMMANDS, runOperatorScript } from '../src/server/operator/operator-commands.ts';

await runOperatorScript(OPERATOR_COMMANDS.sms);
