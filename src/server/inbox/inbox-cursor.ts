/** A page's end as the next page's cursor: the last lead's arrival and id, opaque to the client. */
export function encodeCursor(createdAt: string, leadId: string): string {
  return Buffer.from(`${createdAt}|${leadId}`, 'utf8').toString('base64url');
}

/** The cursor's lead, or null when it is not one this server made. */
export function decodeCursor(cursor: string): { createdAt: string; leadId: string } | null {
  const [createdAt, leadId, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !createdAt || !leadId || Number.isNaN(Date.parse(createdAt)) || !/^[0-9a-f-]{36}$/.test(leadId)) return null;
  return { createdAt, leadId };
}
