// Netlify Functions entry: every dealer site's /api/* on one function (see README, "Deploying the server").
import { serverlessFetch } from '../../src/server/hosts/serverless.ts';

export default (request: Request, context: { ip?: string }): Promise<Response> => serverlessFetch(request, context.ip);

export const config = { path: '/api/*' };
