import { describe, expect, it } from 'vitest';
import { emailDomainSuggestion, withDomain } from './email-domain-hint.ts';

describe('the e-mail domain typo hint', () => {
  it('suggests the common domain a near miss was meant to be', () => {
    expect(emailDomainSuggestion('sam@gmial.com')).toBe('gmail.com');
    expect(emailDomainSuggestion('sam@gmail.con')).toBe('gmail.com');
    expect(emailDomainSuggestion('sam@gmail.co')).toBe('gmail.com');
    expect(emailDomainSuggestion('Sam@Hotmial.com')).toBe('hotmail.com');
    expect(emailDomainSuggestion('sam@yaho.com.au')).toBe('yahoo.com.au');
    expect(emailDomainSuggestion('sam@bigpnd.com')).toBe('bigpond.com');
    expect(emailDomainSuggestion('sam@outlok.com')).toBe('outlook.com');
  });

  it('says nothing of a common domain, a work domain, or an address still being typed', () => {
    expect(emailDomainSuggestion('sam@gmail.com')).toBeNull();
    expect(emailDomainSuggestion('sam@yahoo.com.au')).toBeNull();
    expect(emailDomainSuggestion('sam@harbourcitymazda.com.au')).toBeNull();
    expect(emailDomainSuggestion('sam@acme.com')).toBeNull();
    expect(emailDomainSuggestion('sam@gmail')).toBeNull();
    expect(emailDomainSuggestion('sam')).toBeNull();
    expect(emailDomainSuggestion('@gmial.com')).toBeNull();
  });

  it('replaces only the domain when the shopper takes the hint', () => {
    expect(withDomain('sam.shopper@gmial.com', 'gmail.com')).toBe('sam.shopper@gmail.com');
  });
});
