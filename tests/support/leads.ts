import type { Page } from 'playwright-core';

/** A lead the page posted: its JSON body and Idempotency-Key. */
export type PostedLead = { body: Record<string, unknown>; key: string | undefined };

/** How the stand-in lead API answers a post: a status, a JSON body and headers. */
export type LeadAnswer = { status: number; body: unknown; headers?: Record<string, string> };

/**
 * Answers the page's POST /api/leads itself and keeps what was posted: `answers` in turn, then
 * 201 {lead_id} ('L-1', 'L-2' … by post) for every post after them.
 */
export async function standInLeadApi(page: Page, answers: LeadAnswer[] = []): Promise<PostedLead[]> {
  const posted: PostedLead[] = [];
  await page.route('**/api/leads', async (route) => {
    const request = route.request();
    posted.push({ body: request.postDataJSON() as Record<string, unknown>, key: request.headers()['idempotency-key'] });
    const answer = answers.shift() ?? { status: 201, body: { lead_id: `L-${posted.length}` } };
    await route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body), headers: answer.headers ?? {} });
  });
  return posted;
}

/**
 * Keeps the analytics events the page pushes onto `window.dataLayer` across navigations (a stored
 * lead's event is pushed just before the page goes to /success); read them with `pushedEvents`.
 */
export async function recordDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const key = 'journey:dataLayer';
    (window as { dataLayer?: unknown }).dataLayer = {
      push(entry: unknown) {
        sessionStorage.setItem(key, JSON.stringify([...(JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[]), entry]));
      },
    };
  });
}

export const pushedEvents = (page: Page): Promise<{ event_id?: number; lead_id?: string }[]> =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('journey:dataLayer') ?? '[]') as { event_id?: number; lead_id?: string }[]);
