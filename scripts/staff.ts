/**
 * npm run staff -- invite <email> --dealer <slug> --role owner | list --dealer <slug> | remove <email> --dealer <slug>
 * The dealer console's staff from a shell (docs/console.md), in the store the server uses
 * (DATABASE_URL, else the embedded database under the work dir). The first owner of a dealer is
 * invited here; later staff from the console.
 */
import { ensureWorkDir, workPaths } from '../src/engine/work-dir.ts';
import { OPERATOR_COMMANDS, runOperatorScript } from '../src/server/operator/operator-commands.ts';

ensureWorkDir(workPaths());
await runOperatorScript(OPERATOR_COMMANDS.staff);
