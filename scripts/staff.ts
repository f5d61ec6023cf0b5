/**
 * npm run staff -- invite <email> --dealer <slug> --role owner | list --dealer <slug> | remove <email> --dealer <slug>
 * The dealer console's staff from a shell (docs/console.md), in the store the server uses
 * (DATABASE_URL, else the embedded database under the work dir). The first owner of a dealer is
 * invited here; later staff from the console.
 */
import { ensureWorkDir, workPaths } from '../src/engine/work-dir.ts';
import { runStaffCli } from '../src/server/console/staff-cli.ts';
import { createStaffService } from '../src/server/console/staff-service.ts';
import { createServerContext } from '../src/server/context/server-context.ts';

ensureWorkDir(workPaths());
const context = createServerContext();
try {
  const { out, code } = await runStaffCli(process.argv.slice(2), { dealers: context.dealers, staff: createStaffService(context, context.clock) });
  process.stdout.write(out);
  process.exitCode = code;
} finally {
  await context.store.close();
}
