// Vercel Cron (vercel.json): releases reservations whose 48-hour hold is up. Vercel sends CRON_SECRET as a bearer token.
import { cronSecret, releaseReservationsOnce } from '../src/server/hosts/serverless.ts';

export async function GET(request: Request): Promise<Response> {
  const secret = cronSecret();
  if (!secret || request.headers.get('authorization') !== `Bearer ${secret}`) return new Response('Unauthorized', { status: 401 });
  return Response.json(await releaseReservationsOnce());
}
