/**
 * The bar every page of a staged preview shows. A build folder is the same whether it is staged or
 * live, so the bar is added by the server for the staged host, never baked into the build.
 */
export const STAGED_BAR_TEXT = 'Staged preview — not live';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function stagedBarHtml(o: { buildId: string; liveUrl: string }): string {
  return (
    `<div data-testid="staged-bar" role="status" style="position:sticky;top:0;z-index:2147483647;display:flex;gap:1rem;flex-wrap:wrap;align-items:center;justify-content:center;` +
    `padding:.5rem 1rem;background:#b45309;color:#fff;font:600 15px/1.4 system-ui,sans-serif;text-align:center">` +
    `<span>${STAGED_BAR_TEXT}</span><span style="font-weight:400">build ${escapeHtml(o.buildId)}</span>` +
    `<a href="${escapeHtml(o.liveUrl)}" style="color:#fff">View the live site</a></div>`
  );
}

/** The page with the bar as the first thing in <body>; pages without a body tag are left alone. */
export function injectStagedBar(html: string, bar: string): string {
  const body = /<body\b[^>]*>/i.exec(html);
  if (!body) return html;
  const at = body.index + body[0].length;
  return html.slice(0, at) + bar + html.slice(at);
}
