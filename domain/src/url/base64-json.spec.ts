import { describe, expect, it } from '@jest/globals';
import { decodeBase64Json } from './base64-json.js';

const json = { redirect_to: '/žolė?x=>>>', n: 1 };
const standard = Buffer.from(JSON.stringify(json)).toString('base64');

describe('base64 JSON', () => {
  it.each([
    ['standard', standard],
    ['URL-safe', Buffer.from(JSON.stringify(json)).toString('base64url')],
    ['without padding', standard.replace(/=+$/, '')],
    ["with '+' turned into spaces", standard.replaceAll('+', ' ')],
  ])('decodes the %s alphabet', (_variant, text) => {
    expect(decodeBase64Json(text)).toEqual(json);
  });

  it.each([
    ['', undefined],
    ['e30=', {}],
    ['IjEi', '1'],
    ['a', undefined],
    ['e30===', undefined],
    ['e3=0', undefined],
    ['e30*', undefined],
    [Buffer.from([0xc3, 0x28]).toString('base64'), undefined],
    [Buffer.from('{nope').toString('base64'), undefined],
  ])('%j holds %j', (text, value) => {
    expect(decodeBase64Json(text)).toEqual(value);
  });
});
