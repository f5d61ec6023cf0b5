/**
 * `<details data-collapse>` slide open and shut over the specification's 300 ms (rule: vehicle.collapse)
 * by the car page's `collapse()`, on their summary's click (a mouse, Enter or Space). The element stays a
 * native `<details>`: without JavaScript it opens and closes at once, and a shopper who asks their system
 * for less motion gets the change at once (collapse() skips the slide).
 */
import { collapse } from './collapse.ts';

/** What the last click asked of a details element still sliding (closing keeps it open until the slide ends). */
const asked = new WeakMap<HTMLDetailsElement, boolean>();

function slide(details: HTMLDetailsElement): void {
  const sliding = details.getAnimations();
  const open = !(sliding.length > 0 ? (asked.get(details) ?? details.open) : details.open);
  // A click during a slide turns it round from where the details element is now.
  for (const animation of sliding) animation.cancel();
  asked.set(details, open);
  collapse(details, open, (shown) => {
    details.open = shown;
  });
}

/** Slides every `details[data-collapse]` of the page when its own summary is clicked. */
export function slideDetailsOnClick(): void {
  document.addEventListener('click', (event) => {
    const summary = (event.target as Element | null)?.closest('summary');
    const details = summary?.parentElement;
    if (!(details instanceof HTMLDetailsElement) || !details.hasAttribute('data-collapse')) return;
    if (details.querySelector(':scope > summary') !== summary) return;
    event.preventDefault();
    slide(details);
  });
}
