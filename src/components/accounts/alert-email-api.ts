import { postJson, type CallResult } from './post-json.ts';
import { ALERT_COPY } from '../../lib/accounts/alert-copy.ts';

/** The shopper's address for e-mail alerts on this site and whether they opened its link (docs/alerts.md). */
export type AlertAddress = { email: string; confirmed: boolean };

const BASE = '/api/alerts/emails';

/** The signed-in shopper's alert address (null before they gave one) and confirmed addresses, or 'failed' when they could not be read. */
export async function loadAlertEmails(): Promise<{ address: AlertAddress | null; emails: string[] } | 'failed'> {
  try {
    const response = await fetch(BASE, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    return response.ok ? ((await response.json()) as { address: AlertAddress | null; emails: string[] }) : 'failed';
  } catch {
    return 'failed';
  }
}

/** Makes `email` the shopper's alert address and e-mails it a confirmation link (none when it is confirmed already). */
export function sendAddressLink(email: string): Promise<CallResult<AlertAddress>> {
  return postJson(BASE, { email }, ALERT_COPY.saveFailed);
}

/**
 * What saving by e-mail to `entered` needs first: nothing when it is the shopper's alert address
 * already (confirmed, or its link sent: no second link), else a link sent to it.
 */
export function addressStep(address: AlertAddress | null, entered: string): 'ready' | 'send-link' {
  return address !== null && address.email === entered.trim().toLowerCase() ? 'ready' : 'send-link';
}

/** The error a failed link request shows at the e-mail field: the field's own, else the server's message. */
export function addressError(result: CallResult<AlertAddress>): string | null {
  return result.ok ? null : (result.fields['email']?.[0] ?? result.message);
}
