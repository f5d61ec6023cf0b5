import { describe } from 'vitest';
import { htmlCheckerGate } from '../support/page-gate.ts';

// The page gate's HTML check: every page it checks (tests/support/page-gate.ts), in one Java run.
describe('the Nu HTML Checker', htmlCheckerGate);
