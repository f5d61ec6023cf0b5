import type { MiddlewareHandler } from 'hono';
import { problem } from './respond.ts';

/**
 * True when the request names an Origin other than the site it was sent to. `Origin: null` is
 * foreign: browsers send it from sandboxed frames, data: and file: pages and after cross-site
 * redirects, never from the dealer's own pages. A request with no Origin (a non-browser client)
 * is not refused here: the rate limits and the body rules still hold for it.
 */
function isForeignOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}

/** 403 for a browser request from another site or from an opaque (`null`) origin (state-changing routes). */
export const sameOriginOnly: MiddlewareHandler = async (c, next) => {
  if (isForeignOrigin(c.req.raw)) return problem('forbidden_origin');
  return next();
};
