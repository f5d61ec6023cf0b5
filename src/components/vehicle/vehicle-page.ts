/**
 * The vehicle page's small behaviours, without a framework: more/less toggles (sliding over 300 ms),
 * tabs, the sticky bars, dismissing the announcement, analytics on tracked links and the video
 * player framed on play. The markup reads correctly
 * without this script; `html.js` (set inline in the head) switches the collapsed styles on.
 */
import { trackEvent } from '../../lib/vehicle/analytics.ts';
import { VEHICLE_COPY } from '../../lib/vehicle/vehicle-words.ts';
import { frameOnClick } from '../site/frame-on-click.ts';
import { collapse } from '../site/collapse.ts';

function toggles(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-toggle]');
    if (!button) return;
    const target = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!target) return;
    const expanded = button.getAttribute('aria-expanded') !== 'true';
    collapse(target, expanded, (open) => target.classList.toggle('is-expanded', open));
    button.setAttribute('aria-expanded', String(expanded));
    button.textContent = (expanded ? button.dataset['less'] : button.dataset['more']) ?? button.textContent;
  });
}

function tabs(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-tabs]')) {
    const buttons = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const select = (chosen: HTMLButtonElement, focus: boolean) => {
      for (const tab of buttons) {
        const on = tab === chosen;
        tab.setAttribute('aria-selected', String(on));
        tab.tabIndex = on ? 0 : -1;
        document.getElementById(tab.getAttribute('aria-controls') ?? '')?.classList.toggle('tab-inactive', !on);
      }
      if (focus) chosen.focus();
    };
    root.addEventListener('click', (event) => {
      const tab = (event.target as Element | null)?.closest<HTMLButtonElement>('[role="tab"]');
      if (tab) select(tab, false);
    });
    root.addEventListener('keydown', (event) => {
      const at = buttons.indexOf(event.target as HTMLButtonElement);
      if (at < 0 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
      event.preventDefault();
      select(buttons[(at + (event.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length]!, true);
    });
  }
}

function stickyBars(): void {
  const root = document.querySelector<HTMLElement>('[data-sticky]');
  if (!root) return;
  const threshold = Number(root.dataset['sticky']);
  const parts = root.querySelectorAll<HTMLElement>('.sticky-head, .sticky-foot');
  let shown = false;
  let queued = false;
  const update = () => {
    queued = false;
    const next = window.scrollY > threshold;
    if (next === shown) return;
    shown = next;
    root.classList.toggle('is-visible', shown);
    for (const part of parts) part.inert = !shown;
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!queued) {
        queued = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  update();
}

function dismissals(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest('[data-dismiss]');
    button?.closest<HTMLElement>('[data-dismissible]')?.remove();
  });
}

function analytics(): void {
  const carId = document.querySelector<HTMLElement>('[data-car-page]')?.dataset['carPage'];
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLElement>('[data-event-id]');
    const id = Number(link?.dataset['eventId']);
    if (link && Number.isFinite(id)) trackEvent(id, carId ? { car_id: carId } : {});
  });
}

/** GET view.json for the current view count; a non-ok answer yields nothing. */
function viewCount(): void {
  const element = document.querySelector<HTMLElement>('[data-view-url]');
  const url = element?.dataset['viewUrl'];
  if (!element || !url) return;
  fetch(url)
    .then((response) => (response.ok ? (response.json() as Promise<{ views?: unknown }>) : null))
    .then((body) => {
      if (body && typeof body.views === 'number' && body.views > 0) {
        element.textContent = VEHICLE_COPY.views(body.views);
        element.hidden = false;
      }
    })
    .catch((error: unknown) => console.warn('view count unavailable', error));
}

toggles();
tabs();
stickyBars();
dismissals();
analytics();
viewCount();
frameOnClick();
