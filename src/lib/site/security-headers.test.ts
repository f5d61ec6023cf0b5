import { describe, expect, it } from 'vitest';
import { DEALER_DEFAULTS } from '../dealer/dealer-config.ts';
import { API_SECURITY_HEADERS, contentSecurityPolicy, scriptHash, securityHeaders } from './security-headers.ts';

/** The policy as directive name → its sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

const plain = { analytics: DEALER_DEFAULTS.analytics, search: DEALER_DEFAULTS.search };
const withTagManager = { ...plain, analytics: { gtm_container_id: 'GTM-WUC2026' } };
const withMeilisearch = { ...plain, search: { ...plain.search, meilisearch: { host: 'https://search.example.com:7700/', index: 'cars', search_key: 'k' } } };
const SCRIPTS = ['console.log(1)', "document.documentElement.classList.add('js')"];

/** Every source of the policy that names another origin. */
const thirdParties = (policy: string) =>
  [...new Set(Object.values(directives(policy)).flat())].filter((source) => /^https:\/\/|^\*|^https:$/.test(source) && source !== 'https:').sort();

describe('the content security policy', () => {
  it('never allows inline scripts as a class, only by hash', () => {
    for (const config of [plain, withTagManager, withMeilisearch]) {
      const policy = directives(contentSecurityPolicy(config, SCRIPTS));
      for (const name of ['script-src', 'script-src-elem', 'script-src-attr', 'default-src']) {
        expect(policy[name] ?? [], name).not.toContain("'unsafe-inline'");
        expect(policy[name] ?? [], name).not.toContain("'unsafe-eval'");
      }
      expect(policy['script-src']).toEqual(expect.arrayContaining(SCRIPTS.map(scriptHash)));
    }
  });

  it('hashes a script as browsers do (SHA-256 of its exact text, base64)', () => {
    // The hash Chromium reports for this text when a policy blocks it.
    expect(scriptHash("document.documentElement.classList.add('js')")).toBe("'sha256-Du+OJKJSbdUgz5nrHeWWINvez6XKDDU/tyj/5c2uvwo='");
  });

  it('allows no third party when the dealer turns none on', () => {
    const policy = contentSecurityPolicy(plain, SCRIPTS);
    expect(thirdParties(policy)).toEqual([]);
    expect(directives(policy)['connect-src']).toEqual(["'self'"]);
    expect(directives(policy)['frame-src']).toEqual(["'none'"]);
  });

  it('allows the tag manager exactly when the dealer has a container', () => {
    const policy = directives(contentSecurityPolicy(withTagManager, [...SCRIPTS]));
    expect(policy['script-src']).toContain('https://www.googletagmanager.com');
    expect(policy['connect-src']).toEqual(["'self'", 'https://*.analytics.google.com', 'https://*.google-analytics.com', 'https://www.googletagmanager.com']);
    expect(directives(contentSecurityPolicy(plain, SCRIPTS))['script-src']).not.toContain('https://www.googletagmanager.com');
  });

  it('lets browsers query the Meilisearch host exactly when the dealer searches there', () => {
    const policy = contentSecurityPolicy(withMeilisearch, SCRIPTS);
    expect(directives(policy)['connect-src']).toEqual(["'self'", 'https://search.example.com:7700']);
    expect(thirdParties(policy)).toEqual(['https://search.example.com:7700']);
  });

  it("lets the service page frame the dealer's booking page exactly when it embeds one", () => {
    const iframe = { ...plain, service: { page: 'iframe' as const, iframe_url: 'https://bookings.example.com/dealer/42?x=1' } };
    expect(directives(contentSecurityPolicy(iframe, SCRIPTS))['frame-src']).toEqual(['https://bookings.example.com']);
    const form = { ...plain, service: { page: 'form' as const, iframe_url: 'https://bookings.example.com/dealer/42' } };
    expect(directives(contentSecurityPolicy(form, SCRIPTS))['frame-src']).toEqual(["'none'"]);
  });

  it('lets car pages frame exactly the video players the dealer embeds (rule: vehicle.video)', () => {
    const page = DEALER_DEFAULTS.vehicle_page;
    const youtube = { ...plain, vehicle_page: { ...page, video_players: ['youtube' as const] } };
    expect(directives(contentSecurityPolicy(youtube, SCRIPTS))['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    expect(thirdParties(contentSecurityPolicy(youtube, SCRIPTS))).toEqual(['https://www.youtube-nocookie.com']);
    const both = { ...plain, vehicle_page: { ...page, video_players: ['youtube' as const, 'vimeo' as const] } };
    expect(directives(contentSecurityPolicy(both, SCRIPTS))['frame-src']).toEqual(['https://player.vimeo.com', 'https://www.youtube-nocookie.com']);
    expect(directives(contentSecurityPolicy({ ...plain, vehicle_page: page }, SCRIPTS))['frame-src']).toEqual(["'none'"]);
  });

  it('forbids framing, plugins and foreign form targets', () => {
    const policy = directives(contentSecurityPolicy(plain, SCRIPTS));
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
  });
});

describe('the security headers', () => {
  it('carry the policy and the referrer, feature, framing and sniffing rules', () => {
    const headers = securityHeaders(plain, SCRIPTS);
    expect(Object.keys(headers).sort()).toEqual([
      'Content-Security-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'X-Frame-Options',
    ]);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  it('add HSTS exactly when the dealer serves its site over https (rule: site.hsts)', () => {
    expect(securityHeaders({ ...plain, site_url: 'https://www.dealer.example' }, SCRIPTS)['Strict-Transport-Security']).toBe('max-age=31536000');
    expect(securityHeaders({ ...plain, site_url: 'http://dealer.localhost:4321' }, SCRIPTS)).not.toHaveProperty('Strict-Transport-Security');
  });

  it('make API answers plain data that is never rendered or framed', () => {
    expect(API_SECURITY_HEADERS['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(API_SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
  });
});
