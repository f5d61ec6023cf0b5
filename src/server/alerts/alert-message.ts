import { ALERT_COPY } from '../../lib/accounts/alert-copy.ts';
import type { AlertEvent } from '../../lib/alerts/alert-matches.ts';
import { formatAud } from '../../lib/inventory/price-display.ts';

/** One thing a message tells: a car new to a saved search, or a watched car's change. */
export type AlertItem = {
  /** The saved search's id, or 'watchlist:<phone>'. */
  subject: string;
  /** The saved search's name; null for the watchlist. */
  searchName: string | null;
  /** The car's id; for several cars at once, 'cars:' and a digest of their ids. */
  carId: string;
  event: AlertEvent;
  /** The dedupe key (alert-matches.ts eventKey). */
  eventKey: string;
  title: string;
  price: number | null;
  /** The car page, live since the build that published it; for several cars, the saved search's listing. */
  url: string;
  /** For a similar car: the watched car it is like, with its page. */
  watched?: { title: string; url: string } | undefined;
};

/** What a message needs of its dealer and the link that stops it. */
export type MessageFrame = { dealerName: string; unsubscribeUrl: string };

const SMS_LENGTH = 160;

/** What a line says first; `short` leaves a similar car's watched title out (its link stays). */
function headline(item: AlertItem, short = false): string {
  switch (item.event.kind) {
    case 'similar':
      return short || !item.watched ? ALERT_COPY.similarArrivedShort : ALERT_COPY.similarArrived(item.watched.title);
    case 'new':
      return ALERT_COPY.newForSearch(item.searchName ?? '');
    case 'several':
      return ALERT_COPY.severalForSearch(item.event.count, item.searchName ?? '');
    case 'price':
      return ALERT_COPY.priceDrop(item.event.from, item.event.to);
    case 'reserved':
      return ALERT_COPY.reserved;
    case 'sold':
      return ALERT_COPY.sold;
    case 'removed':
      return ALERT_COPY.removed;
  }
}

const priced = (item: AlertItem) => ((item.event.kind === 'new' || item.event.kind === 'similar') && item.price !== null ? ` ${formatAud(item.price)}` : '');
/** A similar car's line links the watched car after its headline. */
const watchedLink = (item: AlertItem) => (item.watched ? ` ${item.watched.url}` : '');
/** What a line names after its headline: the car and its price (several cars: nothing, their listing's link says it). */
const named = (item: AlertItem) => (item.event.kind === 'several' ? '' : `: ${item.title}${priced(item)}`);

/**
 * The SMS: the dealer's name, each item with its car page (a similar car's also the watched car's
 * page), and the stop link. Kept under 160 characters where it can be: one item's titles are cut,
 * or left out, to fit; a second item makes it longer, never cut.
 */
export function alertSmsText(items: readonly AlertItem[], frame: MessageFrame): string {
  const lines = items.map((item) => `${headline(item)}${watchedLink(item)}${named(item)} ${item.url}`);
  const text = `${frame.dealerName}: ${lines.join(' | ')} ${ALERT_COPY.stopSms(frame.unsubscribeUrl)}`;
  if (text.length <= SMS_LENGTH || items.length > 1 || items[0]!.event.kind === 'several') return text;
  // One item too long: the titles give way first, cut or left out (the links never do).
  const item = items[0]!;
  const head = `${frame.dealerName}: ${headline(item, true)}${watchedLink(item)}:`;
  const tail = `${priced(item)} ${item.url} ${ALERT_COPY.stopSms(frame.unsubscribeUrl)}`;
  const room = SMS_LENGTH - head.length - tail.length - 2;
  if (room >= 8) return `${head} ${item.title.slice(0, room).trimEnd()}…${tail}`;
  const bare = `${head}${tail}`;
  return bare.length <= SMS_LENGTH ? bare : text;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-mail: subject, plain text and HTML, each naming the dealer, linking every car page and the unsubscribe page. */
export function alertEmail(items: readonly AlertItem[], frame: MessageFrame): { subject: string; text: string; html: string } {
  const subject = ALERT_COPY.emailSubject(frame.dealerName, items.length);
  const text = [
    ALERT_COPY.emailIntro(frame.dealerName),
    '',
    ...items.flatMap((item) => [
      `${headline(item)}${named(item)}`,
      item.url,
      ...(item.watched ? [`${ALERT_COPY.watchedCarLink}: ${item.watched.url}`] : []),
      '',
    ]),
    ALERT_COPY.emailFooter(frame.dealerName),
    `${ALERT_COPY.unsubscribe}: ${frame.unsubscribeUrl}`,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>',
    escapeHtml(subject),
    '</title></head><body>',
    `<p>${escapeHtml(ALERT_COPY.emailIntro(frame.dealerName))}</p><ul>`,
    ...items.map((item) =>
      item.event.kind === 'several'
        ? `<li><a href="${escapeHtml(item.url)}">${escapeHtml(headline(item))}</a></li>`
        : item.watched
          ? `<li>${escapeHtml(ALERT_COPY.similarArrivedShort)} (<a href="${escapeHtml(item.watched.url)}">${escapeHtml(item.watched.title)}</a>): <a href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a>${escapeHtml(priced(item))}</li>`
          : `<li>${escapeHtml(headline(item))}: <a href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a>${escapeHtml(priced(item))}</li>`,
    ),
    `</ul><p>${escapeHtml(ALERT_COPY.emailFooter(frame.dealerName))} <a href="${escapeHtml(frame.unsubscribeUrl)}">${escapeHtml(ALERT_COPY.unsubscribe)}</a></p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
