import { pageStateGate } from '../support/page-state-gate.ts';

// The state gate's shard 2 (tests/support/page-states.ts lists the states, page-state-gate.ts checks them).
pageStateGate(import.meta.url);
