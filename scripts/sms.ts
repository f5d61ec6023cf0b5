/**
 * npm run sms -- list [--limit N] [--json]
 * The text messages the embedded SMS provider kept instead of sending (sign-in codes), newest first,
 * from the store the server writes (DATABASE_URL, else the embedded database under the work dir).
 */
import { embeddedSms } from '../src/server/accounts/sms/embedded-sms.ts';
import { runSmsCli } from '../src/server/accounts/sms/sms-cli.ts';
import { createServerContext } from '../src/server/context/server-context.ts';

const context = createServerContext();
try {
  const sms = embeddedSms(context.store.database());
  const { out, code } = await runSmsCli(process.argv.slice(2), (limit) => sms.list(limit));
  process.stdout.write(out);
  process.exitCode = code;
} finally {
  await context.store.close();
}
