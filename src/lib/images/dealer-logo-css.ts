/**
 * The `--dealer-logo` custom property the photo-coming-soon placeholder draws (rule: stock.no-photo):
 * the dealer's SVG logo as a data URL (the page's CSP allows data: images), or its logo image's own
 * URL, or nothing when the logo is neither (the placeholder then shows its words alone).
 */
export function dealerLogoCss(logoSvg: string | null, logoUrl: string): string {
  if (logoSvg !== null) {
    const compact = logoSvg.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
    return `--dealer-logo:url("data:image/svg+xml,${encodeURIComponent(compact)}")`;
  }
  // A URL goes into CSS only when it cannot end the url() or the rule it sits in.
  if (/^(\/|https?:)/.test(logoUrl) && !/["'()\\<>{};\s]/.test(logoUrl)) return `--dealer-logo:url("${logoUrl}")`;
  return '';
}
