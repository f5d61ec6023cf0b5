// Vercel Cron (vercel.json): delivers due leads from the outbox every minute. Vercel sends CRON_SECRET as a bearer token.
import { cronSecret, forwardLeadsOnce } from '../src/server/hosts/serverless.ts';

export async function GET(request: Request): Promise<Response> {
  const secret = cronSecret();
  if (!secret || request.headers.get('authorization') !== `Bearer ${secret}`) return new Response('Unauthorized', { status: 401 });
  return Response.json(await forwardLeadsOnce());
}
