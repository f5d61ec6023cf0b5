import type { Page } from 'playwright-core';

/** Records every CSP violation the page reports, from before its first script runs. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(text: string): void }).__cspViolation(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sample})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
