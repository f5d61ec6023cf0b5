/** An XML element; `null` children are skipped, so optional elements can be written inline. */
export type XmlElement = {
  name: string;
  attrs?: Record<string, string>;
  children?: ReadonlyArray<XmlElement | null>;
  text?: string;
};

// Characters XML 1.0 cannot carry at all (C0 controls but tab/LF/CR, lone surrogates, U+FFFE/U+FFFF).
const NOT_XML_CHAR = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe in element content and in quoted attribute values. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

export function element(name: string, attrs: Record<string, string>, ...children: Array<XmlElement | null>): XmlElement {
  return { name, attrs, children };
}

/** A text element, or null (left out) when there is no value. */
export function textElement(name: string, value: string | null, attrs: Record<string, string> = {}): XmlElement | null {
  return value === null ? null : { name, attrs, text: value };
}

export function renderXml(node: XmlElement, indent = ''): string {
  const attrs = Object.entries(node.attrs ?? {})
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  const children = (node.children ?? []).filter((child) => child !== null);
  if (children.length === 0) {
    return node.text === undefined || node.text === ''
      ? `${indent}<${node.name}${attrs}/>`
      : `${indent}<${node.name}${attrs}>${escapeXml(node.text)}</${node.name}>`;
  }
  const inner = children.map((child) => renderXml(child, `${indent}  `)).join('\n');
  return `${indent}<${node.name}${attrs}>\n${inner}\n${indent}</${node.name}>`;
}
