/**
 * A configured link as an HTML-valid href: brackets in a query (Algolia-style
 * `refinementList[make][0]=…`, as dealers write listing links) percent-encoded, which the listing
 * reads back the same.
 */
export function htmlHref(href: string): string {
  return href.replace(/\[/g, '%5B').replace(/\]/g, '%5D');
}
