/**
 * npm run sms -- list [--limit N] [--json]
 * The text messages the embedded SMS provider kept instead of sending (sign-in codes), newest first,
 * from the store the server writes (DATABASE_URL, else the embedded database under the work dir).
 */
import { OPERATOR_COMMANDS, runOperatorScript } from '../src/server/operator/operator-commands.ts';

await runOperatorScript(OPERATOR_COMMANDS.sms);
