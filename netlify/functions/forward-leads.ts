// Netlify Scheduled Function: delivers due leads from the outbox every minute.
import { forwardLeadsOnce } from '../../src/server/hosts/serverless.ts';

export default async (): Promise<Response> => Response.json(await forwardLeadsOnce());

export const config = { schedule: '* * * * *' };
