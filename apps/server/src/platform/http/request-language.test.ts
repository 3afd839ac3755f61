import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language.ts';

const request = (header?: string, lang?: string) =>
  ({
    headers: header === undefined ? {} : { 'accept-language': header },
    query: lang ? { lang } : {},
  }) as FastifyRequest;

describe('requestLanguage', () => {
  it('takes lang, else the best language of Accept-Language the portal speaks, else Italian', () => {
    expect(requestLanguage(request('de-CH,de;q=0.9', 'fr'))).toBe('fr');
    expect(requestLanguage(request('es;q=1,de-CH;q=0.8,en;q=0.5'))).toBe('de');
    expect(requestLanguage(request('es'))).toBe('en');
    expect(requestLanguage(request())).toBe('it');
  });

  it('answers a remembered header as it did the first time, and every header beyond the remembered ones', () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 250; i++) {
        expect(requestLanguage(request(`x-${i},fr;q=0.${(i % 9) + 1},de;q=0.05`))).toBe('fr');
        expect(requestLanguage(request(`x-${i},de;q=0.${(i % 9) + 1},fr;q=0.05`))).toBe('de');
      }
    }
  });
});
