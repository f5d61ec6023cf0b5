/** A registration as the lookup keys it: letters and digits only, upper case ('abc 123' is 'ABC123'). */
export function normaliseRego(rego: string): string {
  return rego.replace(/[^a-z0-9]/gi, '').toUpperCase();
}

export function regoKey(rego: string, state: string): string {
  return `${state.toUpperCase()}:${normaliseRego(rego)}`;
}
