import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { sendBody, sendText } from './http.js';

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

// The iframes' own documents run only the fake's files: no inline script or style, nothing from
// elsewhere. Any page may frame them, as Adyen's may be framed by any shop.
const FRAME_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; base-uri 'none'; form-action 'none'";

/** The files of one iframe, by the name the browser asks for. */
export type FrameFiles = Readonly<Record<string, string>>;

// Secured fields (adyen-web's CSF handleConfig: securedfields/<clientKey>/<SF_VERSION>/securedFields.html)
// and the risk module's device fingerprint (assets/html/<clientKey>/dfp.<DF_VERSION>.html).
export const SECURED_FIELD_FILES: FrameFiles = {
  'securedFields.html': 'securedFields.html',
  'securedFields.js': 'securedFields.js',
  'securedFields.css': 'securedFields.css',
  'card-rules.js': 'card-rules.js',
};
export const DEVICE_FINGERPRINT_FILES: FrameFiles = { 'dfp.1.0.0.html': 'dfp.html', 'dfp.js': 'dfp.js' };

/** Serves one frame file; false when `name` is not one of `files`. */
export async function serveFrameFile(res: ServerResponse, files: FrameFiles, name: string): Promise<boolean> {
  const file = Object.hasOwn(files, name) ? files[name] : undefined;
  if (!file) return false;
  const body = await readFile(new URL(`./frame/${file}`, import.meta.url));
  const type = TYPES[file.slice(file.lastIndexOf('.') + 1)];
  if (!type) return false;
  sendBody(res, type, body, { 'Content-Security-Policy': FRAME_CSP });
  return true;
}

export function refuseClientKey(res: ServerResponse, clientKey: string): void {
  sendText(res, 403, `fake Adyen: unknown client key ${JSON.stringify(clientKey)}`);
}
