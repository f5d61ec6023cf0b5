/**
 * npm run docs:env: writes docs/environment.md from the environment schema; `-- --check` only
 * reports whether it is out of date (a unit test checks the same).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { ENVIRONMENT_REFERENCE_PATH, renderEnvironmentReference } from '../src/lib/environment/environment-reference.ts';

const doc = renderEnvironmentReference();
if (process.argv.includes('--check')) {
  if (readFileSync(ENVIRONMENT_REFERENCE_PATH, 'utf8') !== doc) {
    console.error(`${ENVIRONMENT_REFERENCE_PATH} is out of date; run npm run docs:env`);
    process.exitCode = 1;
  }
} else {
  writeFileSync(ENVIRONMENT_REFERENCE_PATH, doc);
  console.log(`wrote ${ENVIRONMENT_REFERENCE_PATH}`);
}
