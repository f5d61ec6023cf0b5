/** What the host passes with every request: the dealer whose site it came to (from the Host header). */
export type RequestContext = {
  /** null on the dealer index and on hosts that serve no dealer. */
  dealerSlug: string | null;
};

export type ServerEnv = { Bindings: RequestContext };
