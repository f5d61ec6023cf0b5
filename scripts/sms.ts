/**
 * npm run sms -- list [--limit N] [--json]
 * The text messages the embedded SMS provider kept instead of sending (sign-in codes, alerts), newest
 * first, from the store the server writes (DATABASE_URL, else the embedded database under the work dir).
 * npm run sms -- reply <mobile> <text>
 * A reply from that mobile, kept by the embedded provider and taken as Twilio's webhook's would be:
 * STOP pauses its alerts (docs/alerts.md).
 */
import { embeddedSms } from '../src/server/accounts/sms/embedded-sms.ts';
import { runSmsCli } from '../src/server/accounts/sms/sms-cli.ts';
import { savedSearchStore } from '../src/server/alerts/saved-search-store.ts';
import { takeSmsReply } from '../src/server/alerts/sms-reply.ts';
import { createServerContext } from '../src/server/context/server-context.ts';

const context = createServerContext();
try {
  const database = context.store.database();
  const sms = embeddedSms(database);
  const { out, code } = await runSmsCli(process.argv.slice(2), {
    list: (limit) => sms.list(limit),
    reply: async (reply) => {
      await sms.receive(reply);
      return takeSmsReply(savedSearchStore(database), reply);
    },
  });
  process.stdout.write(out);
  process.exitCode = code;
} finally {
  await context.store.close();
}
