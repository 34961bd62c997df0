import { describe, expect, it } from '@jest/globals';
import { percentEncode } from './percent-encode.js';

describe('percentEncode', () => {
  it('writes every character outside the unreserved set as its UTF-8 bytes', () => {
    expect(percentEncode('Kühlschrank 7 kW/€')).toBe('K%C3%BChlschrank%207%20kW%2F%E2%82%AC');
    expect(percentEncode('Θερμική τεχνική')).toBe('%CE%98%CE%B5%CF%81%CE%BC%CE%B9%CE%BA%CE%AE%20%CF%84%CE%B5%CF%87%CE%BD%CE%B9%CE%BA%CE%AE');
    expect(percentEncode('😀')).toBe('%F0%9F%98%80');
  });

  it('turns a lone surrogate into U+FFFD and keeps the text around it, never throwing', () => {
    expect(percentEncode('a\uD800b c')).toBe('a%EF%BF%BDb%20c');
    expect(percentEncode('\uDC00😀\uD83D')).toBe('%EF%BF%BD%F0%9F%98%80%EF%BF%BD');
  });
});
