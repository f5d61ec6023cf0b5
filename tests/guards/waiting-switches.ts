/**
 * Documented dealer switches that no code reads yet, each with the open issue that gives it its
 * effect. This list only shrinks: documented-switches.test.ts fails when code starts reading one
 * that is still listed, and when a documented switch nothing reads is missing from it.
 */
export const WAITING_SWITCHES: Record<string, string> = {};
