import { HTTPException } from 'hono/http-exception';
import type { FieldErrors } from '../../lib/field-errors.ts';
import { PROBLEMS, type ProblemCode } from './problems.ts';

/** A JSON response that no cache keeps. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** What a call adds to a catalogued problem: a more precise message, the fields at fault, other keys of the body, headers. */
type ProblemDetail = { message?: string; fields?: FieldErrors; extra?: Record<string, unknown>; headers?: Record<string, string> };

/** `{error, message}` (and `fields` when given) for `code` as the catalogue defines it. */
export function problemBody(code: ProblemCode, { message, fields, extra }: ProblemDetail = {}): Record<string, unknown> {
  return { error: code, message: message ?? PROBLEMS[code].message, ...(fields ? { fields } : {}), ...extra };
}

/** The answer for `code`: its catalogued status and `{error, message, fields}` body. */
export function problem(code: ProblemCode, detail: ProblemDetail = {}): Response {
  return json(problemBody(code, detail), PROBLEMS[code].status, detail.headers);
}

/** Ends the request with `response` from anywhere below a route (the app answers with it as is). */
export function reject(response: Response): never {
  throw new HTTPException(response.status as 400, { res: response });
}

export function methodNotAllowed(allow: string): Response {
  return problem('method_not_allowed', { message: `Use ${allow}.`, headers: { allow } });
}
