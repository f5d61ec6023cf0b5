import { HTTPException } from 'hono/http-exception';

/** A JSON response that no cache keeps. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** `{error, message}` with a status; `extra` adds fields such as `fields` or `reason`. */
export function problem(status: number, error: string, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Response {
  return json({ error, message, ...extra }, status, headers);
}

/** Ends the request with `response` from anywhere below a route (the app answers with it as is). */
export function reject(response: Response): never {
  throw new HTTPException(response.status as 400, { res: response });
}

export function methodNotAllowed(allow: string): Response {
  return problem(405, 'method_not_allowed', `Use ${allow}.`, {}, { allow });
}
