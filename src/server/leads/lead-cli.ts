import { csvDocument, operatorCell as cell, operatorJson } from '../../lib/text/operator-text.ts';
import type { ValuationStore } from '../trade-in/valuation-store.ts';
import { answerColumns } from './delivery/answer-columns.ts';
import type { LeadForms } from './delivery/lead-answers.ts';
import type { LeadStore } from './lead-store.ts';
import { leadOperatorRow, type LeadOperatorRow } from './lead-operator-view.ts';
import type { Lead, LeadStatus } from './lead-types.ts';

const STATUSES: readonly LeadStatus[] = ['stored', 'forwarded', 'failed', 'spam'];
const COLUMNS: readonly (keyof LeadOperatorRow)[] = [
  'lead_id',
  'created_at',
  'dealership_slug',
  'status',
  'category',
  'subcategory',
  'name',
  'email',
  'phone',
  'car_title',
  'stock_number',
  'car_id',
];

export type CliResult = { out: string; code: number };

/**
 * The leads as spreadsheet-safe CSV (controls escaped, formulas made text: see `csvCell`): the
 * operator columns with the car's title and stock number, then one column per answer any lead gave
 * (by its label, in the order first met), so the message, a test drive's slot, a trade-in's vehicle
 * and offer and a service booking's details are all in the sheet.
 */
export function leadsCsv(rows: readonly LeadOperatorRow[]): string {
  const { labels, cells } = answerColumns(rows.map((row) => Object.entries(row.answers).map(([label, value]) => ({ name: label, label, value }))));
  return csvDocument(
    [...COLUMNS, ...labels],
    rows.map((row, i) => [...COLUMNS.map((c) => row[c]), ...cells[i]!]),
  );
}

/** The car as a list line names it: its title and stock number, or its id when the lead recorded nothing more. */
function carText(r: LeadOperatorRow): string {
  if (r.car_title) return `  ${cell(r.car_title)}${r.stock_number ? ` (stock ${cell(r.stock_number)})` : ''}`;
  return r.car_id ? `  car ${cell(r.car_id)}` : '';
}

function table(rows: readonly LeadOperatorRow[]): string {
  if (rows.length === 0) return 'No leads.\n';
  return (
    rows
      .map((r) => {
        const head = `${r.created_at}  ${r.lead_id}  ${r.dealership_slug.padEnd(22)} ${r.status.padEnd(9)} ${cell(r.category)}${r.subcategory ? ` / ${cell(r.subcategory)}` : ''}  ${cell(r.name)} ${cell(r.email)} ${cell(r.phone)}${carText(r)}`;
        const answers = Object.entries(r.answers).map(([label, value]) => `    ${cell(label)}: ${cell(value)}`);
        return [head, ...answers].join('\n');
      })
      .join('\n') + '\n'
  );
}

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

const USAGE =
  'usage: npm run leads -- list [--dealer <slug>] [--status stored|forwarded|failed|spam] [--limit N] [--json] | show <lead_id> | retry <lead_id>|--failed | export --csv [--dealer <slug>]';

/** A lead's trade-in valuations and their images (where `imageLocation` keeps them), for `show`. */
export type LeadTradeIns = { valuations: Pick<ValuationStore, 'forLead' | 'storedValuation'>; imageLocation: string };

async function tradeInsOf(leadId: string, tradeIns: LeadTradeIns | undefined) {
  if (!tradeIns) return {};
  const valuations = (await tradeIns.valuations.forLead(leadId)).map(({ images, ...valuation }) => ({
    ...valuation,
    images: images.map((image) => ({ ...image, stored_at: `${tradeIns.imageLocation}/${image.key}` })),
  }));
  const stored = await tradeIns.valuations.storedValuation(leadId);
  return { ...(valuations.length > 0 ? { valuations } : {}), ...(stored ? { stored_valuation: stored } : {}) };
}

/** The form settings of a lead's dealer, which name its answers (null: the dealer is gone). */
export type LeadFormsOf = (lead: Lead) => LeadForms | null;

/**
 * `npm run leads -- …`: the operator's view of the lead store; `show` adds the lead's valuations and
 * images; `list` and `export` name each answer by `formsOf` (by field name without it).
 */
export async function runLeadsCli(args: readonly string[], store: LeadStore, tradeIns?: LeadTradeIns, formsOf: LeadFormsOf = () => null): Promise<CliResult> {
  const row = (lead: Lead) => leadOperatorRow(lead, formsOf(lead));
  const [command, target] = args;
  const dealer = option(args, '--dealer');
  const status = option(args, '--status');
  if (status !== undefined && !STATUSES.includes(status as LeadStatus)) return { out: `--status: one of ${STATUSES.join(', ')}\n`, code: 2 };
  const limit = Number(option(args, '--limit') ?? 1000);
  const query = { ...(dealer ? { dealer } : {}), ...(status ? { status: status as LeadStatus } : {}), limit };
  switch (command) {
    case 'list': {
      const rows = (await store.listLeads(query)).map(row);
      return { out: args.includes('--json') ? operatorJson(rows) : table(rows), code: 0 };
    }
    case 'show': {
      const lead = target ? await store.getLead(target) : null;
      if (!lead) return { out: `No lead ${cell(target)}\n`, code: 1 };
      return { out: operatorJson({ ...lead, ...(await tradeInsOf(lead.leadId, tradeIns)) }), code: 0 };
    }
    case 'retry': {
      if (target === '--failed') return { out: `${await store.retryFailed()} deliveries queued again as resends.\n`, code: 0 };
      if (!target) return { out: `${USAGE}\n`, code: 2 };
      const queued = await store.retry(target);
      return queued > 0
        ? { out: `${queued} deliveries of ${target} queued again as resends.\n`, code: 0 }
        : { out: `Nothing to resend for ${target}.\n`, code: 1 };
    }
    case 'export':
      if (!args.includes('--csv')) return { out: `${USAGE}\n`, code: 2 };
      return { out: leadsCsv((await store.listLeads(query)).map(row)), code: 0 };
    default:
      return { out: `${USAGE}\n`, code: 2 };
  }
}
