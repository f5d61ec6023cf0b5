import type { DealerConfig } from '../dealer/dealer-config.ts';

/** What operators are told of a dealer whose leads go nowhere but the lead store (issue 31). */
export const STORE_ONLY = 'leads stay in the store only';

type ForwardConfig = Pick<DealerConfig['leads'], 'forward'>;

/**
 * Where a dealer's leads are delivered, in words ('ADF e-mail to leads@dealer.example', 'signed
 * webhook to https://crm.example/leads'); empty when `leads.forward` names nowhere, and every lead
 * then stays in the store for the console and `npm run leads` only.
 */
export function leadDestinations(leads: ForwardConfig): string[] {
  const { email, webhook } = leads.forward;
  return [...(email ? [`ADF e-mail to ${email.to.join(', ')}`] : []), ...(webhook ? [`signed webhook to ${webhook.url}`] : [])];
}

/** One line per dealer whose leads stay in the store only, as `npm run build` and `npm start` print them. */
export function storeOnlyLines(dealers: readonly { slug: string; config: { leads: ForwardConfig } }[]): string[] {
  return dealers
    .filter((d) => leadDestinations(d.config.leads).length === 0)
    .map((d) => `! ${d.slug}: ${STORE_ONLY} (no leads.forward in dealers/${d.slug}/dealer.json; see docs/leads.md)`);
}
