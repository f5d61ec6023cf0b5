import type { Environment } from '../../../lib/environment/environment.ts';
import { PublishedBuildsSchema, type PublishedBuilds } from '../../../lib/builds/build-record.ts';
import type { BuildsPort, ReleaseOutcome } from './builds-port.ts';

export type PublishedBuildsSettings = {
  /** Where CI publishes each dealer's builds (`<url>/<slug>.json`, written by `npm run builds-overview`). */
  buildsUrl: string;
  /** A bearer token for reading them, when that folder is private. */
  buildsToken?: string | undefined;
  /** owner/name of the repository whose release workflow promotes and rolls back. */
  repository: string;
  /** A token allowed to dispatch that workflow (actions: write). */
  token: string;
  apiUrl: string;
  /** The workflow file (or id) and the branch it runs on. */
  workflow: string;
  ref: string;
};

export function publishedBuildsSettings(env: Environment): PublishedBuildsSettings | null {
  if (!env.FORECOURT_BUILDS_URL || !env.GITHUB_REPOSITORY || !env.GITHUB_TOKEN) return null;
  return {
    buildsUrl: env.FORECOURT_BUILDS_URL,
    buildsToken: env.FORECOURT_BUILDS_TOKEN,
    repository: env.GITHUB_REPOSITORY,
    token: env.GITHUB_TOKEN,
    apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
    workflow: env.FORECOURT_RELEASE_WORKFLOW,
    ref: env.FORECOURT_RELEASE_REF,
  };
}

/**
 * GitHub's "create a workflow dispatch event" request for the release workflow
 * (.github/workflows/release.yml: inputs `dealer` and `action`); GitHub answers 204.
 */
function releaseDispatchRequest(s: PublishedBuildsSettings, dealer: string, action: 'promote' | 'rollback') {
  const api = s.apiUrl.replace(/\/+$/, '');
  return {
    url: `${api}/repos/${s.repository}/actions/workflows/${encodeURIComponent(s.workflow)}/dispatches`,
    init: {
      method: 'POST',
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${s.token}`,
        'content-type': 'application/json',
        'x-github-api-version': '2022-11-28',
        'user-agent': 'forecourt-console',
      },
      body: JSON.stringify({ ref: s.ref, inputs: { dealer, action } }),
    },
  };
}

/**
 * The builds port of a serverless host, where no build runs beside the server: what CI last
 * published of each dealer's builds (`npm run builds-overview` after every build and release), read
 * over HTTP(S) and never cached (a 404 is a dealer not built yet); approval and rollback dispatch CI's
 * release workflow, which publishes the result (and the overview again) when it has run, minutes later.
 */
export function publishedBuilds(s: PublishedBuildsSettings, fetchImpl: typeof fetch = fetch): BuildsPort {
  const read = async (dealer: string): Promise<PublishedBuilds | null> => {
    const url = `${s.buildsUrl.replace(/\/+$/, '')}/${encodeURIComponent(dealer)}.json`;
    const response = await fetchImpl(url, {
      headers: { accept: 'application/json', ...(s.buildsToken ? { authorization: `Bearer ${s.buildsToken}` } : {}) },
      cache: 'no-store',
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`the published builds of ${dealer} could not be read: HTTP ${response.status}`);
    const parsed = PublishedBuildsSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error(`the published builds of ${dealer} are not in the expected form`);
    return parsed.data;
  };
  const dispatch = async (dealer: string, action: 'promote' | 'rollback', buildId: string | null): Promise<ReleaseOutcome> => {
    const request = releaseDispatchRequest(s, dealer, action);
    try {
      const response = await fetchImpl(request.url, request.init);
      if (response.status === 204 || response.ok) return { ok: true, buildId, detail: `${action} dispatched to ${s.repository} (${s.workflow} on ${s.ref})` };
      const text = (await response.text().catch(() => '')).slice(0, 300);
      return { ok: false, reason: 'release_failed', detail: `GitHub refused the ${action} dispatch: HTTP ${response.status} ${text}` };
    } catch (error) {
      return { ok: false, reason: 'release_failed', detail: `GitHub could not be reached: ${error instanceof Error ? error.message : String(error)}` };
    }
  };
  return {
    label: `GitHub Actions (${s.repository})`,
    immediate: false,
    overview: async (dealer) => (await read(dealer))?.overview ?? null,
    stockHealth: async (dealer) => (await read(dealer))?.health ?? null,
    async promote(dealer) {
      const staged = (await read(dealer))?.overview.staged ?? null;
      if (!staged) return { ok: false, reason: 'nothing_staged', detail: `${dealer} has no staged build` };
      return dispatch(dealer, 'promote', staged.build_id);
    },
    async rollback(dealer) {
      const to = (await read(dealer))?.overview.rollback_to ?? null;
      if (!to) return { ok: false, reason: 'no_previous_build', detail: `${dealer} has no earlier live build` };
      return dispatch(dealer, 'rollback', to);
    },
  };
}
