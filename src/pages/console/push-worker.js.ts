import type { APIRoute } from 'astro';
import { PUSH_WORKER_SOURCE } from '../../lib/inbox/push-worker.ts';

// Reads nothing of the dealer or its stock (see src/site-data/page-inputs.ts).
export const buildInputs = 'dealer';

export const GET: APIRoute = () => new Response(PUSH_WORKER_SOURCE, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
