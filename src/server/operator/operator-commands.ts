import { embeddedSms } from '../accounts/sms/embedded-sms.ts';
import { runSmsCli } from '../accounts/sms/sms-cli.ts';
import { savedSearchStore } from '../alerts/saved-search-store.ts';
import { takeSmsReply } from '../alerts/sms-reply.ts';
import { runStaffCli } from '../console/staff-cli.ts';
import { createStaffService } from '../console/staff-service.ts';
import { createServerContext, type ServerContext } from '../context/server-context.ts';
import { createInboxService } from '../inbox/inbox-service.ts';
import { retentionLines } from '../inbox/lead-retention.ts';
import { runLeadsCli } from '../leads/lead-cli.ts';
import { createLeadService } from '../leads/lead-service.ts';
import { createTradeInService } from '../trade-in/trade-in-service.ts';

/** What an operator command prints and the exit code it ends with. */
type OperatorResult = { out: string; code: number };

/** An operator's command (`npm run leads|sms|staff -- …`) on a server context: the store and dealers the server uses. */
export type OperatorCommand = (context: ServerContext, args: readonly string[]) => Promise<OperatorResult>;

/**
 * `npm run leads -- list [--dealer <slug>] [--status <s>] [--json] | show <lead_id> | retry <lead_id>|--failed | export --csv | retention`.
 * Retention (rule: leads.retention) is what npm start does hourly, for a host with no process of its own (a scheduled job).
 */
const leads: OperatorCommand = async (context, args) => {
  if (args[0] === 'retention') return { out: retentionLines(await createInboxService(context).removeExpired()), code: 0 };
  const tradeIn = createTradeInService(context);
  return runLeadsCli(
    args,
    createLeadService(context).store(),
    { valuations: tradeIn.valuations(), imageLocation: tradeIn.images.location },
    (lead) => context.dealers.dealerFor(lead)?.forms ?? null,
  );
};

/**
 * `npm run sms -- list [--limit N] [--json]`: the messages the embedded SMS provider kept instead of
 * sending, newest first. `npm run sms -- reply <mobile> <text>`: a reply from that mobile, kept by the
 * embedded provider and taken as Twilio's webhook's would be: STOP pauses its alerts (docs/alerts.md).
 */
const sms: OperatorCommand = (context, args) => {
  const database = context.store.database();
  const kept = embeddedSms(database);
  return runSmsCli(args, {
    list: (limit) => kept.list(limit),
    reply: async (reply) => {
      await kept.receive(reply);
      return takeSmsReply(savedSearchStore(database), reply);
    },
  });
};

/** `npm run staff -- invite <email> --dealer <slug> --role owner | list --dealer <slug> | remove <email> --dealer <slug>`. */
const staff: OperatorCommand = (context, args) => runStaffCli(args, { dealers: context.dealers, staff: createStaffService(context, context.clock) });

/** The operator commands by their npm script's name. */
export const OPERATOR_COMMANDS = { leads, sms, staff } satisfies Record<string, OperatorCommand>;

/**
 * Runs `command` as its script does: on the server context of this process's environment
 * (DATABASE_URL, else the embedded database under the work dir) with the process's arguments; prints
 * what it prints, sets the exit code, and closes the store however it ends.
 */
export async function runOperatorScript(command: OperatorCommand): Promise<void> {
  const context = createServerContext();
  try {
    const { out, code } = await command(context, process.argv.slice(2));
    process.stdout.write(out);
    process.exitCode = code;
  } finally {
    await context.store.close();
  }
}
