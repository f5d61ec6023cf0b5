/**
 * npm run check: the static checks in two lanes at once, one per core. `astro check` type-checks
 * every file of tsconfig's include (.astro, .ts and .tsx, tests and scripts too), so it is the
 * type check; the other lane runs the import rules, dead code, rule citations and formatting one
 * after another. Each step's output is printed whole when it ends, with its lane's time; the check
 * fails if either lane does.
 */
import { CHECK_LANES, runLanes } from './lanes.ts';

if (!(await runLanes(CHECK_LANES))) process.exit(1);
