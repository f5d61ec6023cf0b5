import { Marked } from 'marked';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Schemes a link in dealer markdown may not use: they run code or embed content. */
const UNSAFE_LINK = /^\s*(?:javascript|vbscript|data):/i;

/**
 * Dealer markdown as HTML for a page whose own heading is its title: raw HTML in the markdown is
 * shown as text (never markup), `# ` headings become h2 so the page keeps one h1, and every link
 * passes through `linkHref` (content pages print where they live, see contentHref).
 */
export function renderMarkdown(markdown: string, linkHref: (href: string) => string = (href) => href): string {
  const marked = new Marked({
    async: false,
    gfm: true,
    renderer: {
      html: ({ text }) => escapeHtml(text),
    },
    walkTokens: (token) => {
      if (token.type === 'heading' && token.depth === 1) token.depth = 2;
      if (token.type === 'link' || token.type === 'image') token.href = UNSAFE_LINK.test(token.href) ? '#' : linkHref(token.href);
    },
  });
  return marked.parse(markdown, { async: false });
}
