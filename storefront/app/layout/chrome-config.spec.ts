import { describe, expect, it } from '@jest/globals';
import { chromeConfigFromEnv, parseSocialLinks } from './chrome-config';

describe('chromeConfigFromEnv', () => {
  it('turns nothing on by default', () => {
    expect(chromeConfigFromEnv({})).toEqual({ links: { social: [] }, thirdParty: {}, problems: [] });
  });
  it('reads the external links and scripts that are set', () => {
    const config = chromeConfigFromEnv({
      CAREERS_URL: 'https://corporate.example.com/careers',
      RETURNS_PORTAL_URL: 'https://returns.example.com',
      CONSENT_MANAGER_URL: 'https://consent.example.com/cmp.js',
      TAG_MANAGER_ID: 'GTM-AB12CD',
      SURVEY_SCRIPT_URL: 'https://survey.example.com/s.js',
      TRUST_WIDGET_BUSINESS_ID: 'abc123',
      TRUST_REVIEWS_URL: 'https://reviews.example.com/proequip',
      TRUST_WIDGET_SCRIPT_URL: 'https://widget.example.com/bootstrap.js',
      REVIEW_WIDGET_SCRIPT_URL: 'https://reviews.example.com/widget.js',
      PARCEL_TRACKING_SCRIPT_URL: 'https://parcels.example.com/track.js',
    });
    expect(config.problems).toEqual([]);
    expect(config.links).toEqual({
      careers: 'https://corporate.example.com/careers',
      returnsPortal: 'https://returns.example.com/',
      social: [],
    });
    expect(config.thirdParty).toEqual({
      consentManagerUrl: 'https://consent.example.com/cmp.js',
      tagManagerId: 'GTM-AB12CD',
      surveyUrl: 'https://survey.example.com/s.js',
      trustWidget: { businessId: 'abc123', reviewsUrl: 'https://reviews.example.com/proequip', scriptUrl: 'https://widget.example.com/bootstrap.js' },
      reviewWidgetUrl: 'https://reviews.example.com/widget.js',
      parcelTrackingUrl: 'https://parcels.example.com/track.js',
    });
  });
  it('refuses addresses that are not https and ids of the wrong shape, naming them', () => {
    const config = chromeConfigFromEnv({ CONSENT_MANAGER_URL: 'http://consent.example.com/cmp.js', TAG_MANAGER_ID: 'UA-1234' });
    expect(config.thirdParty).toEqual({});
    expect(config.problems).toEqual(['CONSENT_MANAGER_URL (not an https address)', 'TAG_MANAGER_ID (unexpected format)']);
  });
  it('says so when tracking is configured without a consent manager to allow it', () => {
    const config = chromeConfigFromEnv({ TAG_MANAGER_ID: 'GTM-AB12CD' });
    expect(config.thirdParty).toEqual({ tagManagerId: 'GTM-AB12CD' });
    expect(config.problems).toHaveLength(1);
  });
  it('needs both the business id and the reviews page for the trust widget', () => {
    const config = chromeConfigFromEnv({ TRUST_WIDGET_BUSINESS_ID: 'abc123' });
    expect(config.thirdParty.trustWidget).toBeUndefined();
    expect(config.problems).toHaveLength(1);
  });
});

describe('parseSocialLinks', () => {
  it('keeps known networks with https addresses, in order, once each', () => {
    expect(parseSocialLinks('facebook=https://facebook.com/proequip, YouTube=https://youtube.com/@proequip,facebook=https://other')).toEqual([
      { network: 'facebook', url: 'https://facebook.com/proequip' },
      { network: 'youtube', url: 'https://youtube.com/@proequip' },
    ]);
  });
  it('reports unknown networks and bad addresses', () => {
    const problems: string[] = [];
    expect(parseSocialLinks('myspace=https://myspace.com/x,instagram=ftp://x,=https://y', problems)).toEqual([]);
    expect(problems).toHaveLength(3);
  });
});
