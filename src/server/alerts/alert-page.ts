const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A small page of the alert links' own (the API's CSP allows no style or script): a heading, a
 * sentence and, to confirm, one button that posts back to the same address. A link opened by a
 * mail client's or scanner's fetch changes nothing; the button does.
 */
export function alertPage(title: string, sentence: string, status: number, button: string | null = null): Response {
  const form = button === null ? '' : `<form method="post"><button type="submit">${escapeHtml(button)}</button></form>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(sentence)}</p>${form}</main></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
