// Netlify Scheduled Function: releases reservations whose 48-hour hold is up, every five minutes.
import { releaseReservationsOnce } from '../../src/server/hosts/serverless.ts';

export default async (): Promise<Response> => Response.json(await releaseReservationsOnce());

export const config = { schedule: '*/5 * * * *' };
