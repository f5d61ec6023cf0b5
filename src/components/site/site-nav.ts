/**
 * The header menu's behaviour (plain DOM, no framework): disclosure dropdowns that open by click,
 * or also by hover where the dealer's menus open by hover (`data-open-by`), the mobile Menu
 * button, the models mega-dropdown's body list, and the keyboard: Escape closes and returns focus
 * to the button, arrow keys move through an open dropdown, focus leaving a dropdown closes it.
 */
const nav = document.querySelector<HTMLElement>('[data-site-nav]');
const toggle = document.querySelector<HTMLButtonElement>('[data-nav-toggle]');
const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-nav-button]')];
const canHover = window.matchMedia('(hover: hover) and (min-width: 960px)');
const byHover = nav?.dataset['openBy'] === 'hover';

const panelOf = (button: HTMLButtonElement) => document.getElementById(button.getAttribute('aria-controls') ?? '');
const isOpen = (button: Element) => button.getAttribute('aria-expanded') === 'true';

function setOpen(button: HTMLButtonElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  if (open) for (const other of buttons) if (other !== button) other.setAttribute('aria-expanded', 'false');
}

function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>('a[href], button')].filter((el) => el.offsetParent !== null);
}

for (const button of buttons) {
  const item = button.parentElement!;
  const panel = panelOf(button);
  let closing: number | undefined;
  button.addEventListener('click', () => {
    // A dropdown the pointer opened stays open on its click rather than closing under it.
    if (byHover && canHover.matches && item.matches(':hover') && isOpen(button)) return;
    setOpen(button, !isOpen(button));
  });
  button.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' || !panel) return;
    event.preventDefault();
    setOpen(button, true);
    focusables(panel)[0]?.focus();
  });
  if (byHover) {
    item.addEventListener('mouseenter', () => {
      if (!canHover.matches) return;
      window.clearTimeout(closing);
      setOpen(button, true);
    });
    item.addEventListener('mouseleave', () => {
      if (canHover.matches) closing = window.setTimeout(() => setOpen(button, false), 200);
    });
  }
  item.addEventListener('focusout', (event) => {
    if (!item.contains(event.relatedTarget as Node | null)) setOpen(button, false);
  });
  panel?.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const list = focusables(panel);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next = list[(at + (event.key === 'ArrowDown' ? 1 : list.length - 1)) % list.length];
    event.preventDefault();
    next?.focus();
  });
}

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const open = buttons.find(isOpen);
  if (open) {
    setOpen(open, false);
    open.focus();
  } else if (toggle && isOpen(toggle) && nav?.contains(document.activeElement)) {
    toggle.setAttribute('aria-expanded', 'false');
    toggle.focus();
  }
});

document.addEventListener('click', (event) => {
  if (!nav?.contains(event.target as Node)) for (const button of buttons) setOpen(button, false);
});

toggle?.addEventListener('click', () => toggle.setAttribute('aria-expanded', String(!isOpen(toggle))));

for (const mega of document.querySelectorAll<HTMLElement>('[data-mega]')) {
  const bodies = [...mega.querySelectorAll<HTMLButtonElement>('[data-mega-body]')];
  const select = (chosen: HTMLButtonElement) => {
    for (const body of bodies) {
      body.setAttribute('aria-pressed', String(body === chosen));
      const list = document.getElementById(body.getAttribute('aria-controls') ?? '');
      if (list) list.hidden = body !== chosen;
    }
  };
  for (const body of bodies) {
    body.addEventListener('click', () => select(body));
    if (byHover) body.addEventListener('mouseenter', () => canHover.matches && select(body));
  }
}
