import { describe, it, expect } from '@jest/globals';
import { REVIEW_WIDGET_DEFAULTS, REVIEW_WIDGET_LANGUAGES, reviewWidgetSettings } from './review-widget.js';

describe('review widget', () => {
  it('pins the languages of the spec', () => {
    expect([...REVIEW_WIDGET_LANGUAGES].sort()).toEqual(
      ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'pt', 'sv'],
    );
  });

  it('pins the defaults of the spec', () => {
    expect(REVIEW_WIDGET_DEFAULTS).toEqual({ locale: 'en-US', height: 'auto', width: '100%', theme: 'light' });
  });

  it("uses the site's locale where the widget speaks its language", () => {
    expect(reviewWidgetSettings('de-AT')).toEqual({ ...REVIEW_WIDGET_DEFAULTS, locale: 'de-AT' });
    expect(reviewWidgetSettings('nb-NO').locale).toBe('nb-NO');
  });

  it('falls back to the default locale elsewhere', () => {
    expect(reviewWidgetSettings('cs-CZ')).toEqual(REVIEW_WIDGET_DEFAULTS);
    expect(reviewWidgetSettings('sk-SK').locale).toBe('en-US');
  });
});
