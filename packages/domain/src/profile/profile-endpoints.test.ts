import { describe, expect, it } from 'vitest';
import { pathOf } from '../api/endpoint.ts';
import { profileApi } from './profile-endpoints.ts';

describe('profileApi paths', () => {
  it('fills the QR code wildcard with the encoded otpauth address, as the server reads it', () => {
    const uri = 'otpauth://totp/Sportello:mario?secret=ABC&issuer=Sportello';
    expect(pathOf(profileApi.qrCode, { '*': `${uri}.png` })).toBe(`/qrcode/${encodeURIComponent(uri)}.png`);
  });

  it('names the user and the session in the path', () => {
    expect(pathOf(profileApi.update, { id: 12 })).toBe('/rest/profile/12');
    expect(pathOf(profileApi.endSession, { id: 'ab12' })).toBe('/rest/sessions/ab12');
    expect(() => pathOf(profileApi.qrCode, {})).toThrow(/no value for :\*/);
  });

  it('pages the sign-in history, newest first unless asked otherwise', () => {
    expect(profileApi.loginHistory.query.parse({})).toMatchObject({ page: 1, sort: { key: 'at', direction: 'desc' } });
    expect(profileApi.loginHistory.query.safeParse({ sort: 'ip' }).success).toBe(false);
    expect(profileApi.loginHistory.query.safeParse({ size: 101 }).success).toBe(false);
  });
});
