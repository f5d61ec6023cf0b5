import http from 'node:http';
import { FIELD } from '../../lib/leads/form-fields.ts';
import type { LeadFormSettings } from '../../lib/leads/form-settings.ts';
import { buildLeadSubmission, type LeadContext, type LeadSubmission } from '../../lib/leads/lead-submission.ts';

export type LeadLoadOptions = {
  port: number;
  /** The dealer site the leads are posted to, e.g. harbour-mazda.localhost. */
  siteHost: string;
  forms: Pick<LeadFormSettings, 'locations' | 'dealerships'>;
  clients: number;
  /** Sent first and left out of the figures (not of `accepted`): the server's code warms up and the connections open. */
  warmUpMs: number;
  durationMs: number;
  /** Client i connects from addresses[i % length] (loopback addresses, so each has its own rate window). */
  addresses: readonly string[];
  /** Prefixes every Idempotency-Key, so runs on one store never share keys. */
  keyPrefix: string;
};

export type LeadLoadResult = {
  /** The lead_id of every 201, warm-up included. */
  accepted: string[];
  /** From here on, requests sent after the warm-up: */
  elapsedMs: number;
  acceptedCount: number;
  /** Milliseconds from sending each request to its complete answer (any status). */
  latenciesMs: number[];
  /** Answers other than 201 by status, and failed requests by error code. */
  refused: Map<string, number>;
};

type Answer = { status: number; body: string };

/** A valid general enquiry as the /contact island posts it from `origin`, the shopper varied by `shopper`. */
export function benchSubmission(origin: string, forms: LeadLoadOptions['forms'], shopper: string): LeadSubmission {
  const context: LeadContext = { form: 'general_enquiry', car: null, subcategory: null, source: 'contact', locationId: null };
  const values = {
    [FIELD.name]: `Bench Shopper ${shopper}`,
    [FIELD.email]: `shopper.${shopper}@example.com`,
    [FIELD.phone]: '0412 345 678',
    [FIELD.message]: 'Is it still available? I would like to book a test drive this week.',
    [FIELD.category]: 'General Enquiry',
    [FIELD.terms]: true,
  };
  const page = {
    url: `${origin}/contact/`,
    pageId: '/contact/',
    userAgent: 'forecourt-bench',
    attributes: { visited_pages: ['/', '/cars/'], linked_query_params: { utm_source: 'bench' } },
  };
  return buildLeadSubmission(context, values, forms, page, { isLastStep: true, leadId: null });
}

function post(o: LeadLoadOptions, agent: http.Agent, address: string, key: string, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: o.port,
        localAddress: address,
        agent,
        method: 'POST',
        path: '/api/leads',
        headers: {
          host: `${o.siteHost}:${o.port}`,
          origin: `http://${o.siteHost}:${o.port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': key,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * `clients` shoppers posting leads over HTTP/1.1 keep-alive, each waiting for its answer before
 * the next (a closed loop), for `warmUpMs` and then `durationMs`. Every request carries its own
 * Idempotency-Key and the site's own Origin.
 */
export async function runLeadLoad(o: LeadLoadOptions): Promise<LeadLoadResult> {
  const accepted: string[] = [];
  const latenciesMs: number[] = [];
  const refused = new Map<string, number>();
  let acceptedCount = 0;
  const count = (what: string) => refused.set(what, (refused.get(what) ?? 0) + 1);
  const started = performance.now() + o.warmUpMs;
  const deadline = started + o.durationMs;

  async function client(index: number): Promise<void> {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const address = o.addresses[index % o.addresses.length]!;
    try {
      for (let n = 0; performance.now() < deadline; n++) {
        const body = JSON.stringify(benchSubmission(`http://${o.siteHost}:${o.port}`, o.forms, `${index}-${n}`));
        const sent = performance.now();
        const measured = sent >= started;
        try {
          const answer = await post(o, agent, address, `${o.keyPrefix}-${index}-${n}`, body);
          if (answer.status === 201) accepted.push((JSON.parse(answer.body) as { lead_id: string }).lead_id);
          if (!measured) continue;
          latenciesMs.push(performance.now() - sent);
          if (answer.status === 201) acceptedCount += 1;
          else count(String(answer.status));
        } catch (error) {
          if (!measured) continue;
          latenciesMs.push(performance.now() - sent);
          count(`error ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
        }
      }
    } finally {
      agent.destroy();
    }
  }

  await Promise.all(Array.from({ length: o.clients }, (_, i) => client(i)));
  return { accepted, elapsedMs: performance.now() - started, acceptedCount, latenciesMs, refused };
}

/** The q-quantile (0…1) of `values` (nearest rank); NaN when empty. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
