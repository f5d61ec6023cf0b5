/** A decoded MIME entity: enough of RFC 2045–2047 to read back what nodemailer sent, in tests. */
export type MimePart = { headers: Record<string, string>; body: string; parts: MimePart[] };

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*(?==\?)?/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQp(text.replace(/_/g, ' ')),
  );
}

function decodeQp(text: string): string {
  const bytes = text
    .replace(/%/g, '%25')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes);
}

export function readMime(raw: string): MimePart {
  const text = raw.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  const head = split < 0 ? text : text.slice(0, split);
  const rawBody = split < 0 ? '' : text.slice(split + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = rawBody.split(`--${boundary}`).slice(1, -1);
    return { headers, body: '', parts: sections.map((s) => readMime(s.replace(/^\n/, '').replace(/\n$/, ''))) };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const body = encoding === 'base64' ? Buffer.from(rawBody, 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQp(rawBody) : rawBody;
  return { headers, body, parts: [] };
}

/** Every leaf part, depth first. */
export function leaves(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leaves);
}
