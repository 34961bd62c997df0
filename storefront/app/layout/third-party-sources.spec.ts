import { describe, expect, it } from '@jest/globals';
import { chromeConfigFromEnv } from './chrome-config';
import { thirdPartySources } from './third-party-sources';

describe('thirdPartySources', () => {
  it('allows nothing when no third-party script is configured', () => {
    expect(thirdPartySources(chromeConfigFromEnv({}).thirdParty)).toEqual({});
  });

  it("allows each configured script's origin, and the tag manager's only with a container id", () => {
    const { thirdParty } = chromeConfigFromEnv({
      CONSENT_MANAGER_URL: 'https://consent.example.com/cmp.js',
      TAG_MANAGER_ID: 'GTM-AB12CD',
      SURVEY_SCRIPT_URL: 'https://survey.example.com/s.js',
      TRUST_WIDGET_BUSINESS_ID: 'abc123',
      TRUST_REVIEWS_URL: 'https://reviews.example.com/proequip',
      TRUST_WIDGET_SCRIPT_URL: 'https://widget.example.com/bootstrap.js',
      REVIEW_WIDGET_SCRIPT_URL: 'https://reviews-widget.example.com/w.js',
      PARCEL_TRACKING_SCRIPT_URL: 'https://parcels.example.com/t.js',
    });
    const origins = [
      'https://consent.example.com',
      'https://www.googletagmanager.com',
      'https://survey.example.com',
      'https://widget.example.com',
      'https://reviews-widget.example.com',
      'https://parcels.example.com',
    ];
    expect(thirdPartySources(thirdParty)).toEqual({ script: origins, style: origins, img: origins, connect: origins, frame: origins });
  });

  it('allows no origin for a setting the chrome refused (http off loopback, a reviews link without its business id)', () => {
    const { thirdParty } = chromeConfigFromEnv({ CONSENT_MANAGER_URL: 'http://consent.example.com/cmp.js', TRUST_REVIEWS_URL: 'https://reviews.example.com/' });
    expect(thirdPartySources(thirdParty)).toEqual({});
  });
});
