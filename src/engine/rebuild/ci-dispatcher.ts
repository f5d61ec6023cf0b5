import type { Builder, RebuildJob } from './rebuild-queue.ts';

/** The repository_dispatch event type .github/workflows/rebuild.yml listens for. */
const DISPATCH_EVENT_TYPE = 'stock';

export type DispatchSettings = {
  /** owner/name, from GITHUB_REPOSITORY. */
  repository: string;
  /** A token allowed to create repository dispatch events, from GITHUB_TOKEN. */
  token: string;
  /** GITHUB_API_URL for GitHub Enterprise; default https://api.github.com. */
  apiUrl?: string | undefined;
};

export type DispatchRequest = { url: string; method: 'POST'; headers: Record<string, string>; body: string };

/** The GitHub REST request that asks CI to rebuild the job's dealer. */
export function dispatchRequest(settings: DispatchSettings, job: RebuildJob): DispatchRequest {
  const api = (settings.apiUrl ?? 'https://api.github.com').replace(/\/+$/, '');
  return {
    url: `${api}/repos/${settings.repository}/dispatches`,
    method: 'POST',
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${settings.token}`,
      'content-type': 'application/json',
      'x-github-api-version': '2022-11-28',
      'user-agent': 'forecourt-stock-webhook',
    },
    body: JSON.stringify({
      event_type: DISPATCH_EVENT_TYPE,
      client_payload: {
        dealers: [job.slug],
        car_ids: [...new Set(job.triggers.flatMap((t) => t.carIds))].slice(0, 500),
        delivery_ids: job.triggers.map((t) => t.deliveryId).slice(0, 100),
      },
    }),
  };
}

type Env = Readonly<Record<string, string | undefined>>;

export function dispatchSettingsFrom(env: Env): DispatchSettings | null {
  const repository = env['GITHUB_REPOSITORY']?.trim();
  const token = env['GITHUB_TOKEN']?.trim();
  if (!repository || !token) return null;
  return { repository, token, apiUrl: env['GITHUB_API_URL']?.trim() || undefined };
}

/**
 * A queue builder that hands the build to CI instead of building here. GitHub answers 204 when
 * the event is created; anything else (or no network) is reported as a failed job, never thrown.
 */
export function ciDispatcher(settings: DispatchSettings | null, fetchImpl: typeof fetch = fetch): Builder {
  return async (job) => {
    if (!settings) {
      return { ok: false, detail: 'CI dispatch is not configured: set GITHUB_REPOSITORY (owner/name) and GITHUB_TOKEN' };
    }
    const request = dispatchRequest(settings, job);
    try {
      const response = await fetchImpl(request.url, { method: request.method, headers: request.headers, body: request.body });
      if (response.status === 204 || response.ok) return { ok: true, detail: `dispatched '${DISPATCH_EVENT_TYPE}' to ${settings.repository}` };
      const text = (await response.text().catch(() => '')).slice(0, 300);
      return { ok: false, detail: `GitHub refused the repository_dispatch for ${settings.repository}: HTTP ${response.status} ${text}` };
    } catch (error) {
      return { ok: false, detail: `could not reach GitHub to dispatch the rebuild of ${job.slug}: ${error instanceof Error ? error.message : String(error)}` };
    }
  };
}
