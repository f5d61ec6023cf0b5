/** A parsed element: enough XML to read ADF back in tests and to prove a document is well-formed. */
export type XmlNode = { name: string; attrs: Record<string, string>; children: XmlNode[]; text: string };

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string): string {
  if (/<|&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(raw)) throw new Error(`not well-formed text: ${raw}`);
  return raw.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (_, e: string) =>
    e.startsWith('#x') || e.startsWith('#X')
      ? String.fromCodePoint(parseInt(e.slice(2), 16))
      : e.startsWith('#')
        ? String.fromCodePoint(Number(e.slice(1)))
        : NAMED[e]!,
  );
}

const TAG = /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[A-Za-z_][\w.-]*\s*=\s*"[^"]*")*)\s*(\/?)>/y;
const ATTR = /([A-Za-z_][\w.-]*)\s*=\s*"([^"]*)"/g;

/** Parses one document (declaration and processing instructions skipped); throws unless well-formed. */
export function readXml(doc: string): { root: XmlNode; instructions: string[] } {
  const instructions: string[] = [];
  let i = 0;
  const stack: XmlNode[] = [];
  let root: XmlNode | null = null;
  while (i < doc.length) {
    if (doc.startsWith('<?', i)) {
      const end = doc.indexOf('?>', i);
      if (end < 0 || stack.length > 0) throw new Error('bad processing instruction');
      instructions.push(doc.slice(i, end + 2));
      i = end + 2;
      continue;
    }
    if (doc[i] === '<') {
      TAG.lastIndex = i;
      const m = TAG.exec(doc);
      if (!m) throw new Error(`bad tag at ${i}: ${doc.slice(i, i + 40)}`);
      const [whole, closing, name, rawAttrs, selfClosing] = m;
      i += whole.length;
      if (closing) {
        const open = stack.pop();
        if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name}>`);
        continue;
      }
      const attrs: Record<string, string> = {};
      for (const a of rawAttrs!.matchAll(ATTR)) {
        if (a[1]! in attrs) throw new Error(`duplicate attribute ${a[1]}`);
        attrs[a[1]!] = decode(a[2]!);
      }
      const node: XmlNode = { name: name!, attrs, children: [], text: '' };
      if (stack.length > 0) stack.at(-1)!.children.push(node);
      else if (root === null) root = node;
      else throw new Error('second root element');
      if (!selfClosing) stack.push(node);
      continue;
    }
    const next = doc.indexOf('<', i);
    const raw = doc.slice(i, next < 0 ? doc.length : next);
    if (stack.length > 0) stack.at(-1)!.text += decode(raw);
    else if (raw.trim() !== '') throw new Error('text outside the root element');
    i += raw.length;
  }
  if (root === null || stack.length > 0) throw new Error('unclosed document');
  return { root, instructions };
}

/** Children of `node` along a path of element names, e.g. find(adf, 'prospect', 'vehicle'). */
export function find(node: XmlNode, ...path: string[]): XmlNode[] {
  let level = [node];
  for (const name of path) level = level.flatMap((n) => n.children.filter((c) => c.name === name));
  return level;
}

export function textOf(node: XmlNode, ...path: string[]): string | undefined {
  return find(node, ...path)[0]?.text.trim();
}
