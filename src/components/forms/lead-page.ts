import type { LeadPage } from '../../lib/leads/lead-submission.ts';

const MAX_PARAMS = 20;

/** The page a lead is sent from: its URL, path, the browser, the same-site page before it and its query. */
export function currentLeadPage(): LeadPage {
  const { href, pathname, search, origin } = window.location;
  const visited: string[] = [];
  try {
    const referrer = document.referrer ? new URL(document.referrer) : null;
    if (referrer?.origin === origin) visited.push(`${referrer.pathname}${referrer.search}`);
  } catch {
    // An unparsable referrer is simply not recorded.
  }
  visited.push(`${pathname}${search}`);
  const linked = [...new URLSearchParams(search)].slice(0, MAX_PARAMS).map(([key, value]) => [key.slice(0, 100), value.slice(0, 500)]);
  return {
    url: href.slice(0, 2048),
    pageId: pathname,
    userAgent: navigator.userAgent.slice(0, 512),
    attributes: { visited_pages: visited.map((p) => p.slice(0, 2048)), linked_query_params: Object.fromEntries(linked) },
  };
}
