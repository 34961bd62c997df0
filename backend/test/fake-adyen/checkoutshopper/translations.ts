import type { ServerResponse } from 'node:http';
import { sendBody } from './http.js';

// Drop-in fetches sdk/<version>/translations/<locale>.json from Adyen's CDN for every locale but
// en-US, which it bundles (language/LanguageService.ts), and lays what it gets over en-US. The npm
// package ships no other locale, and the fake has none: it answers an empty set of strings, so
// Drop-in shows its English text, as it does when the CDN fails, without a failed request.
export function serveTranslations(res: ServerResponse, path: string): boolean {
  const match = /^sdk\/\d+\.\d+\.\d+\/translations\/([a-z]{2}(?:-[A-Z]{2})?)\.json$/.exec(path);
  if (!match) return false;
  sendBody(res, 'application/json;charset=UTF-8', '{}', { 'X-Fake-Adyen': `no translations for ${match[1]}` });
  return true;
}
