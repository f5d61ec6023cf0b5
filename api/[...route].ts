// Vercel Functions entry: every dealer site's /api/* on one function (see README, "Deploying the server").
import { forwardedFor, serverlessFetch } from '../src/server/hosts/serverless.ts';

const handle = (request: Request): Promise<Response> => serverlessFetch(request, forwardedFor(request));

export { handle as DELETE, handle as GET, handle as HEAD, handle as OPTIONS, handle as PATCH, handle as POST, handle as PUT };
