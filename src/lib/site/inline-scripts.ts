import { isOpenAt } from '../promotions/date-window.ts';
import { offerCountWords } from '../promotions/offer-count.ts';
import { BUILD_INFO_PATH, stockAgeText } from './freshness.ts';

/**
 * Every inline script our own pages emit, as the exact text each component writes with `set:html`.
 * The Content-Security-Policy allows inline scripts by hash only (security-headers.ts), so a script
 * a page inlines must be built here: its hash is then in every dealer's policy.
 */

/** Marks the document as scripted before first paint, so collapsed vehicle sections never flash open. */
export const JS_CLASS_SCRIPT = "document.documentElement.classList.add('js')";

/**
 * Keeps "Stock updated … ago" current: reads the time the server rendered, then the dealer's latest
 * stock time from the build's /_build.json. Runs as the element after the freshness paragraph.
 */
export const STOCK_FRESHNESS_SCRIPT =
  `(function(el,age){var time=el.querySelector('time'),t=Date.parse(el.getAttribute('data-updated'));` +
  `function show(){if(!isNaN(t))time.textContent=age(t,Date.now())}show();setInterval(show,60000);` +
  `fetch(${JSON.stringify(BUILD_INFO_PATH)},{cache:'no-store'}).then(function(r){return r.ok?r.json():null}).then(function(b){` +
  `var u=b&&Date.parse(b.stockUpdatedAt);if(u&&!(u<=t)){t=u;el.setAttribute('data-updated',b.stockUpdatedAt);time.setAttribute('datetime',b.stockUpdatedAt);show()}}).catch(function(){})` +
  `})(document.currentScript.previousElementSibling,${stockAgeText.toString()})`;

/** Where the browser keeps the shopper's favourites (stores/favourites.ts). */
export const FAVOURITES_STORAGE_KEY = 'forecourt:favourites';

/**
 * On /favourites/, before first paint: marks the document `has-favourites` when this browser keeps
 * any, so the page's server HTML shows "no saved cars" or "loading" at once, whichever is true,
 * instead of a loading line until the island has hydrated (listing.css).
 */
export const FAVOURITES_CLASS_SCRIPT =
  `(function(){try{var f=JSON.parse(localStorage.getItem(${JSON.stringify(FAVOURITES_STORAGE_KEY)})||'[]');` +
  `if(Array.isArray(f)&&f.length>0)document.documentElement.classList.add('has-favourites')}catch(e){}})();`;

/** /print/?car_id=… on a static host (npm start answers it with a redirect before the page). */
export const PRINT_REDIRECT_SCRIPT =
  `(function(){var id=new URLSearchParams(location.search).get('car_id');` +
  `if(id&&/^[a-z0-9-]+$/i.test(id))location.replace('/cars/'+encodeURIComponent(id)+'/print/');` +
  `else document.getElementById('print-target').textContent='No vehicle was given to print.';})();`;

/**
 * Google's tag manager snippet: starts window.dataLayer (events pushed before the script arrives
 * queue there) and loads the container asynchronously. The id is checked by the config schema.
 */
export function tagManagerScript(containerId: string): string {
  return (
    `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});` +
    `var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;` +
    `f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(containerId)});`
  );
}

/**
 * Shows each dated item of the block before it (data-from / data-until, epoch ms) only between its
 * dates by the browser's clock; the block's [data-when-none] element shows when none does, else the
 * block hides. See components/promotions/DatedScript.astro.
 */
export const DATED_ITEMS_SCRIPT =
  `(function(root,open){var now=Date.now(),shown=0,num=function(v){return v===null?null:Number(v)};` +
  `root.querySelectorAll('[data-from],[data-until]').forEach(function(el){` +
  `var on=open(num(el.getAttribute('data-from')),num(el.getAttribute('data-until')),now);el.hidden=!on;if(on)shown++});` +
  `var none=root.querySelector('[data-when-none]');if(none)none.hidden=shown>0;else root.hidden=shown===0` +
  `})(document.currentScript.previousElementSibling,${isOpenAt.toString()})`;

/**
 * Recounts every menu offers count on the page so far ([data-offer-windows], see NavCount.astro) by
 * the browser's clock: the number and its words change, and a count of none hides (rule:
 * promotions.offers-count). It runs inline after the header's menu and again after the footer's.
 */
export const OFFER_COUNT_SCRIPT =
  `(function(open,words){var now=Date.now();document.querySelectorAll('[data-offer-windows]').forEach(function(el){var n=0;` +
  `JSON.parse(el.getAttribute('data-offer-windows')).forEach(function(w){if(open(w[0],w[1],now))n++});` +
  `el.querySelector('[data-offer-number]').textContent=String(n);el.querySelector('[data-offer-words]').textContent=words(n);el.hidden=n===0})` +
  `})(${isOpenAt.toString()},${offerCountWords.toString()})`;
