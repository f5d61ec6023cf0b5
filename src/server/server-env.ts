/** What the host passes with every request: the dealer whose site it came to and who sent it. */
export type RequestContext = {
  /** From the Host header; null on the dealer index and on hosts that serve no dealer. */
  dealerSlug: string | null;
  /** The client's address as the host sees it (socket address, or the platform's client-IP header). */
  clientIp?: string;
};

export type ServerEnv = { Bindings: RequestContext };
