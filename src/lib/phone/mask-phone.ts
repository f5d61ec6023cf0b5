import { formatPhone, telHref } from './format-phone.ts';

/** The first `visible` characters shown, every later digit masked: '02 95XX XXXX'. */
export function maskPhone(display: string, visible = 5, mask = 'X'): string {
  return display.slice(0, visible) + display.slice(visible).replace(/\d/g, mask);
}

export interface PhoneReveal {
  text: string;
  /** A tel: link once revealed, otherwise null (the masked number is a button). */
  href: string | null;
}

/** The phone as shown before and after the shopper clicks to reveal it. */
export function phoneReveal(raw: string, revealed: boolean): PhoneReveal {
  const display = formatPhone(raw);
  return revealed ? { text: display, href: telHref(raw) } : { text: maskPhone(display), href: null };
}
