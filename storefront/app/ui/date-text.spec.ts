import { describe, expect, it, jest } from '@jest/globals';
import { createIntl } from 'react-intl';
import { formatDateText } from './date-text';

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' };

describe('formatDateText', () => {
  it('writes what intl.formatDate writes, in each locale and for each kept options object', () => {
    for (const locale of ['sk-SK', 'de-AT', 'fi-FI', 'el-GR', 'bg-BG', 'en-GB']) {
      const intl = createIntl({ locale, messages: {} });
      for (const options of [LONG_DATE, WEEKDAY]) {
        for (const value of ['2026-03-01T23:30:00Z', '2024-12-31', new Date(Date.UTC(2025, 6, 4, 12))]) {
          expect(formatDateText(intl, value, options)).toBe(intl.formatDate(value, options));
        }
      }
    }
  });

  it('keeps a formatter per intl object: another locale gets its own', () => {
    const sk = createIntl({ locale: 'sk-SK', messages: {} });
    const de = createIntl({ locale: 'de-DE', messages: {} });
    expect(formatDateText(sk, '2026-03-01', LONG_DATE)).toBe('1. marca 2026');
    expect(formatDateText(de, '2026-03-01', LONG_DATE)).toBe('1. März 2026');
  });

  it('leaves an unreadable date to formatDate, which reports it', () => {
    const onError = jest.fn();
    const intl = createIntl({ locale: 'sk-SK', messages: {}, onError });
    expect(formatDateText(intl, 'not a date', LONG_DATE)).toBe('Invalid Date');
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
