/**
 * npm run docs:env: writes docs/environment.md from the environment schema; `-- --check` only
 * reports whether it is out of date (a unit test checks the same).
 */
import { writeGeneratedDoc } from '../src/dev/generated-doc.ts';
import { ENVIRONMENT_REFERENCE_PATH, renderEnvironmentReference } from '../src/lib/environment/environment-reference.ts';

writeGeneratedDoc(ENVIRONMENT_REFERENCE_PATH, renderEnvironmentReference(), 'npm run docs:env');
