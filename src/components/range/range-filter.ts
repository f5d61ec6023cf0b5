/**
 * Filters range cards by body in the browser. Each `[data-range]` root has body links
 * (`data-range-body`, '' for all) and cards (`data-bodies`); the range page's root also keeps the
 * choice in the URL (`data-range-url`, `?body=suvs`), so a shared or reloaded link shows the same cards.
 */
function filterRange(root: HTMLElement): void {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('[data-range-body]')];
  const cards = [...root.querySelectorAll<HTMLElement>('[data-bodies]')];
  const syncUrl = root.dataset['rangeUrl'] !== undefined;
  const apply = (wanted: string) => {
    const body = links.some((l) => l.dataset['rangeBody'] === wanted) ? wanted : '';
    for (const link of links) {
      if (link.dataset['rangeBody'] === body) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
    for (const card of cards) card.hidden = body !== '' && !(card.dataset['bodies'] ?? '').split(' ').includes(body);
  };
  for (const link of links) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      apply(link.dataset['rangeBody'] ?? '');
      if (syncUrl) history.pushState(null, '', link.href);
    });
  }
  if (syncUrl) {
    const fromUrl = () => apply(new URLSearchParams(location.search).get('body') ?? '');
    window.addEventListener('popstate', fromUrl);
    fromUrl();
  }
}

for (const root of document.querySelectorAll<HTMLElement>('[data-range]')) filterRange(root);
