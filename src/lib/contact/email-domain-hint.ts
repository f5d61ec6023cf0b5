/**
 * The mail domains most Australian shoppers type, which a near miss is checked against. A domain
 * on this list, or one far from all of them (a work address), gets no hint.
 */
const COMMON_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.com.au',
  'outlook.com',
  'outlook.com.au',
  'live.com',
  'live.com.au',
  'yahoo.com',
  'yahoo.com.au',
  'icloud.com',
  'me.com',
  'bigpond.com',
  'bigpond.net.au',
  'optusnet.com.au',
  'iinet.net.au',
  'tpg.com.au',
  'internode.on.net',
] as const;

/** Edits (insert, delete, replace, swap two neighbours) from `a` to `b`: 'gmial' is one from 'gmail'. */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The common domain an e-mail address's domain looks like a typo of ('gmial.com' → 'gmail.com',
 * 'hotmail.con' → 'hotmail.com'), or null: the address has no domain yet, its domain is a common
 * one, or none is within two edits (one for domains shorter than nine characters, so a work
 * address at 'acme.com' is not taken for 'me.com'). A hint only: the form sends whatever the shopper keeps.
 */
export function emailDomainSuggestion(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (!domain.includes('.') || (COMMON_DOMAINS as readonly string[]).includes(domain)) return null;
  let best: { domain: string; distance: number } | null = null;
  for (const common of COMMON_DOMAINS) {
    const distance = editDistance(domain, common);
    const allowed = common.length < 9 ? 1 : 2;
    if (distance <= allowed && (best === null || distance < best.distance)) best = { domain: common, distance };
  }
  return best?.domain ?? null;
}

/** The address with its domain replaced by `domain` (what accepting the hint types). */
export function withDomain(email: string, domain: string): string {
  return `${email.slice(0, email.lastIndexOf('@') + 1)}${domain}`;
}
