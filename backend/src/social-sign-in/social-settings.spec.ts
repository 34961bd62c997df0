import { describe, expect, it } from '@jest/globals';
import { oauthIdentity, oidcIdentity } from './social-identity.js';
import { configuredProviders, socialSettingsFromEnv } from './social-settings.js';

const GOOGLE = { OIDC_GOOGLE_ISSUER: 'https://accounts.google.com', OIDC_GOOGLE_CLIENT_ID: 'id', OIDC_GOOGLE_CLIENT_SECRET: 'secret' };
const FACEBOOK = {
  OAUTH_FACEBOOK_AUTHORIZATION_URL: 'https://www.facebook.com/v23.0/dialog/oauth',
  OAUTH_FACEBOOK_TOKEN_URL: 'https://graph.facebook.com/v23.0/oauth/access_token',
  OAUTH_FACEBOOK_USERINFO_URL: 'https://graph.facebook.com/me?fields=id,name,email',
  OAUTH_FACEBOOK_CLIENT_ID: 'app', OAUTH_FACEBOOK_CLIENT_SECRET: 'secret',
};

describe('social sign-in settings (OIDC_GOOGLE_*, OAUTH_FACEBOOK_*)', () => {
  it('switches on only the providers whose settings are all set', () => {
    expect(configuredProviders(socialSettingsFromEnv({}))).toEqual([]);
    expect(configuredProviders(socialSettingsFromEnv(GOOGLE))).toEqual(['google']);
    expect(configuredProviders(socialSettingsFromEnv(FACEBOOK))).toEqual(['facebook']);
    expect(configuredProviders(socialSettingsFromEnv({ ...GOOGLE, ...FACEBOOK }))).toEqual(['google', 'facebook']);
  });

  it('stops start-up naming what a half-set provider lacks', () => {
    expect(() => socialSettingsFromEnv({ OIDC_GOOGLE_ISSUER: GOOGLE.OIDC_GOOGLE_ISSUER })).toThrow('OIDC_GOOGLE_CLIENT_ID, OIDC_GOOGLE_CLIENT_SECRET missing');
    const { OAUTH_FACEBOOK_TOKEN_URL: _left, ...facebook } = FACEBOOK;
    expect(() => socialSettingsFromEnv(facebook)).toThrow('OAUTH_FACEBOOK_TOKEN_URL missing');
  });

  it('takes https endpoints, plain http only on loopback, and names a malformed one', () => {
    expect(() => socialSettingsFromEnv({ ...GOOGLE, OIDC_GOOGLE_ISSUER: 'http://accounts.example.com' })).toThrow('OIDC_GOOGLE_ISSUER must be an https URL');
    expect(() => socialSettingsFromEnv({ ...GOOGLE, OIDC_GOOGLE_ISSUER: 'accounts.google.com' })).toThrow('OIDC_GOOGLE_ISSUER must be an absolute https URL');
    expect(socialSettingsFromEnv({ ...GOOGLE, OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:4000' }).google).toMatchObject({ kind: 'oidc' });
  });
});

describe('whose e-mail signs in (linking by verified e-mail only)', () => {
  it('OpenID Connect: only email_verified true', () => {
    expect(oidcIdentity({ email: 'ada@example.test', email_verified: true, given_name: 'Ada', family_name: 'Lovelace' }))
      .toEqual({ email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace' });
    for (const verified of [false, undefined, 'true', 1]) expect(oidcIdentity({ email: 'ada@example.test', email_verified: verified })).toBe('unverified');
    expect(oidcIdentity({ email_verified: true })).toBe('unverified');
  });

  it('Facebook-type (reading chosen): an e-mail it returns counts as verified unless its answer says otherwise', () => {
    expect(oauthIdentity({ id: '10', name: 'Ada King Lovelace', email: 'ada@example.test' }))
      .toEqual({ email: 'ada@example.test', firstName: 'Ada King', lastName: 'Lovelace' });
    expect(oauthIdentity({ id: '10', email: 'ada@example.test', verified: false })).toBe('unverified');
    expect(oauthIdentity({ id: '10', email: 'ada@example.test', email_verified: false })).toBe('unverified');
    expect(oauthIdentity({ id: '10', name: 'Ada' })).toBe('unverified');
    expect(oauthIdentity({ id: '10', email: 'not an e-mail' })).toBe('unverified');
  });
});
