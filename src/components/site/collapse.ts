/**
 * Opening and closing a section by its toggle (rule: vehicle.collapse): the section's height slides
 * between its closed and open size over the specification's 'Collapse 300 ms' instead of
 * jumping. Closing keeps the rows shown until the slide ends. A shopper who asks their system for
 * less motion gets the change at once.
 */
export const COLLAPSE_MS = 300;

const height = (element: HTMLElement) => element.getBoundingClientRect().height;

/** Opens (`open`) or closes `element` by `show`, sliding its height over COLLAPSE_MS. */
export function collapse(element: HTMLElement, open: boolean, show: (open: boolean) => void): void {
  const from = height(element);
  show(open);
  const to = height(element);
  if (from === to || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  // Closing: the rows stay until the slide ends, so the section shrinks over them, not over a blank.
  if (!open) show(true);
  const slide = element.animate(
    [
      { height: `${from}px`, overflow: 'hidden' },
      { height: `${to}px`, overflow: 'hidden' },
    ],
    { duration: COLLAPSE_MS, easing: 'ease-in-out' },
  );
  if (!open) slide.addEventListener('finish', () => show(false));
}
