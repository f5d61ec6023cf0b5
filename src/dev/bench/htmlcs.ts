import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/**
 * HTML_CodeSniffer (Squiz's WCAG checker, npm `html_codesniffer`) beside axe: it checks techniques axe
 * does not, such as H32.2 (a form has a submit control). Its browser build is evaluated in the page
 * under test through the DevTools protocol, which the page's Content-Security-Policy does not apply
 * to (an injected <script> would break it), then run over the document as the shopper's browser
 * rendered it at WCAG 2 AA. Only errors count; its warnings and notices ask for a human's judgement.
 */
const SOURCE = fs.readFileSync(fileURLToPath(import.meta.resolve('html_codesniffer/build/HTMLCS.js')), 'utf8');

/**
 * Messages HTMLCS 2.5.1 reports without their English text (its build lacks them, and reporting one
 * throws): WCAG 1.3.5 (H98), an autocomplete token the control's type cannot take. Each gets a text
 * so the error is reported like any other.
 */
const MISSING_TEXTS = `(() => {
  const en = window.translation && window.translation.en;
  if (!en) return;
  for (const kind of ['Text', 'Multiline', 'Password', 'Url', 'Telephone', 'Numeric', 'Month', 'Date']) {
    const key = '1_3_5_H98.InvalidAutoComplete_' + kind;
    if (!(key in en)) en[key] = 'Invalid autocomplete value: {{x}}. The element does not belong to the input control group (' + kind + ') the token requires.';
  }
})();`;

/** HTMLCS's message type of an error (its `HTMLCS.ERROR`). */
const ERROR = 1;

type Message = { code: string; msg: string; selector: string };

/** WCAG2AA errors HTML_CodeSniffer finds in the page as it is now, one line each (technique code, message, element). */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(`${SOURCE}\n;${MISSING_TEXTS}\nundefined`);
  const messages = await page.evaluate(
    (errorType) =>
      new Promise<Message[]>((resolve, reject) => {
        type HtmlcsMessage = { type: number; code: string; msg: string; element: Element | null };
        const htmlcs = (window as unknown as { HTMLCS: { process: (...args: unknown[]) => void; getMessages: () => HtmlcsMessage[] } }).HTMLCS;
        const selector = (element: Element | null) => {
          if (!element || !('tagName' in element)) return '';
          const id = element.id ? `#${element.id}` : '';
          const classes = typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
          return `${element.tagName.toLowerCase()}${id}${classes}`;
        };
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((m) => m.type === errorType)
                .map((m) => ({ code: m.code, msg: m.msg, selector: selector(m.element) })),
            ),
          () => reject(new Error('HTML_CodeSniffer could not load its WCAG2AA standard')),
          'en',
        );
      }),
    ERROR,
  );
  return messages.map((m) => `${m.code.replace(/^WCAG2AA\./, '')}: ${m.msg} — ${m.selector}`);
}
