import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import type { LeadOperatorRow } from '../../src/server/leads/lead-operator-view.ts';
import type { Lead } from '../../src/server/leads/lead-types.ts';
import { operatorCommand } from './operator-cli.ts';

/** How the stand-in lead API answers a post: a status, a JSON body and headers. */
export type LeadAnswer = { status: number; body: unknown; headers?: Record<string, string> };

/** A lead the page posted to the stand-in: its JSON body and Idempotency-Key. */
export type PostedLead = { body: Record<string, unknown>; key: string | undefined };

/**
 * Answers the page's POST /api/leads itself, for the failures the real server cannot be made to
 * give from a browser: `answers` in turn, then the real API's answer for every post after them.
 */
export async function standInLeadApi(page: Page, answers: LeadAnswer[]): Promise<PostedLead[]> {
  const posted: PostedLead[] = [];
  await page.route('**/api/leads', async (route) => {
    const request = route.request();
    posted.push({ body: request.postDataJSON() as Record<string, unknown>, key: request.headers()['idempotency-key'] });
    const answer = answers.shift();
    if (!answer) return route.continue();
    await route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body), headers: answer.headers ?? {} });
  });
  return posted;
}

/** What `npm run leads -- list --json` shows of a lead. */
export type StoredLead = LeadOperatorRow;

/** The operator's `npm run leads -- <args>` on the journeys' lead store (or the one in `dataDir`); its output parsed as JSON. */
async function leadsCli<T>(args: string[], dataDir = inject('leadsDataDir')): Promise<T> {
  return JSON.parse(await operatorCommand('leads', args, dataDir)) as T;
}

/** `npm run leads -- list --json --dealer <dealer>`. */
export const storedLeads = (dealer: string) => leadsCli<StoredLead[]>(['list', '--json', '--dealer', dealer]);

/** `npm run leads -- show <lead_id>` (on the journeys' lead store, or the one in `dataDir`). */
export const shownLead = (leadId: string, dataDir?: string) => leadsCli<Lead>(['show', leadId], dataDir);

/** An analytics event as the site pushes it onto `window.dataLayer`. */
export type PushedEvent = { event?: string; event_id?: number; lead_id?: string; car_id?: string };

/**
 * Keeps, across navigations, what the page's own `window.dataLayer` held when the shopper left it
 * (a stored lead's event is pushed just before the page goes to /success); read with `leftDataLayer`.
 */
export async function keepDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    addEventListener('pagehide', () => {
      const layer = (window as { dataLayer?: unknown }).dataLayer;
      sessionStorage.setItem('journey:dataLayer', JSON.stringify(Array.isArray(layer) ? layer : null));
    });
  });
}

/** The dataLayer of the page the shopper came from; null when that page had none. */
export const leftDataLayer = (page: Page): Promise<PushedEvent[] | null> =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('journey:dataLayer') ?? 'null') as PushedEvent[] | null);
