import type { MiddlewareHandler } from 'hono';
import { problem } from './respond.ts';

/** True when the request names an Origin other than the site it was sent to. */
function isForeignOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}

/** 403 for a browser request from another site (state-changing routes). */
export const sameOriginOnly: MiddlewareHandler = async (c, next) => {
  if (isForeignOrigin(c.req.raw)) return problem(403, 'forbidden_origin', 'This site does not accept requests from other sites.');
  return next();
};
