import { pageGate } from '../support/page-gate.ts';

// The page gate's shard 2 (tests/support/page-gate.ts lists the pages and says what is checked).
pageGate(import.meta.url);
