import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { STRINGS } from '../../lib/strings.ts';
import { LISTING_COPY } from '../../lib/listing/copy.ts';
import type { VehicleNoun } from '../../lib/listing/vehicle-words.ts';

type Props = {
  id: string;
  open: boolean;
  /** The listing's result count for the filters as they stand: the sticky button's N. */
  count: number;
  /** What the site calls its stock: 'Show Me N caravans' (search.vehicle_noun). */
  noun: VehicleNoun;
  onClose: () => void;
  onClear: () => void;
  /** The button that opened the drawer; focus goes back to it when the drawer closes. */
  opener: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
};

/** The width from which the filters sit beside the results (listing.css uses the same). */
const DESKTOP = '(min-width: 900px)';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const number = new Intl.NumberFormat('en-AU');

/**
 * The listing's filter panels. From 900 px wide they sit beside the results, as they always have;
 * on a phone they open as a full-screen drawer (a modal dialog: focus moves in, Tab stays in,
 * Escape and the close button close it and focus returns to the opener), with a sticky 'Show Me N
 * cars' that closes it onto the results, N following the filters as they change, and 'Clear Filters'
 * (rule: listing.filter-drawer).
 */
export default function FiltersDrawer({ id, open, count, noun, onClose, onClear, opener, children }: Props) {
  const headingId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // On opening and closing only: a filter ticked inside re-renders the drawer and must keep its focus.
  useEffect(() => {
    document.documentElement.classList.toggle('filters-drawer-open', open);
    if (open) close.current?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
    if (!open) return;
    // Turned to a desktop width, the panels are inline again: nothing is left modal.
    const desktop = window.matchMedia(DESKTOP);
    const onWidth = () => desktop.matches && onCloseRef.current();
    desktop.addEventListener('change', onWidth);
    return () => desktop.removeEventListener('change', onWidth);
  }, [open, opener]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const showResults = () => {
    onClose();
    document.querySelector('.results-area')?.scrollIntoView({ block: 'start' });
  };

  return (
    <div
      id={id}
      ref={panel}
      className={open ? 'filters-body open' : 'filters-body'}
      onKeyDown={onKeyDown}
      {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': headingId } : {})}
    >
      <div className="drawer-head">
        <h2 id={headingId}>{LISTING_COPY.filtersHeading}</h2>
        <button ref={close} type="button" className="drawer-close" aria-label={LISTING_COPY.closeFilters} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="drawer-panels">{children}</div>
      <div className="drawer-foot">
        <button type="button" className="btn secondary" onClick={onClear}>
          {STRINGS.clearFilters}
        </button>
        <button type="button" className="btn" data-testid="show-results" onClick={showResults}>
          {STRINGS.showMeCars(number.format(count), noun)}
        </button>
      </div>
    </div>
  );
}
