import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.ts';

describe('dealer markdown', () => {
  it('shows raw HTML as text, never as markup', () => {
    const html = renderMarkdown('Hi <img src=x onerror="alert(1)"> there\n\n<div onclick="x()">block</div>\n');
    expect(html).not.toMatch(/<img|<div/);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).toContain('&lt;div onclick=&quot;x()&quot;&gt;block&lt;/div&gt;');
  });

  it('keeps one h1 on the page: # headings become h2', () => {
    expect(renderMarkdown('# Towing\n\n## Numbers')).toBe('<h2>Towing</h2>\n<h2>Numbers</h2>\n');
  });

  it('passes links through the given mapping and drops script links', () => {
    const html = renderMarkdown('[a](/privacy-policy) [b](javascript:alert(1)) ![c](/img.svg)', (href) => `/mapped${href}`);
    expect(html).toContain('<a href="/mapped/privacy-policy">a</a>');
    expect(html).toContain('<a href="#">b</a>');
    expect(html).toContain('<img src="/mapped/img.svg" alt="c">');
  });
});
