import type { ServerResponse } from 'node:http';
import { sendBody } from './http.js';

// Payment-method and brand logos (core/Context/Resources: images/<folder>/<name>.<svg|gif|png>).
// The fake draws a logo as a small card labelled with its name, a UI icon (images/components/:
// lock, field error, hints) as an empty picture, and a GIF or PNG as a transparent pixel, so every
// picture Drop-in shows loads.
const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const BLANK_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"/>';

export function serveImage(res: ServerResponse, path: string): boolean {
  const match = /^images\/((?:[a-z0-9_-]+\/)*)([a-z0-9_-]+)(?:@\dx)?\.(svg|gif|png)$/i.exec(path);
  if (!match) return false;
  const [, folders = '', name = '', extension] = match;
  if (extension === 'gif') sendBody(res, 'image/gif', PIXEL_GIF);
  else if (extension === 'png') sendBody(res, 'image/png', PIXEL_PNG);
  else sendBody(res, 'image/svg+xml', folders.startsWith('logos/') ? logo(name) : BLANK_SVG);
  return true;
}

function logo(name: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="26" viewBox="0 0 40 26">' +
    '<rect x="0.5" y="0.5" width="39" height="25" rx="3" fill="#fff" stroke="#c9cdd3"/>' +
    `<text x="20" y="16.5" font-family="sans-serif" font-size="8" text-anchor="middle" fill="#00112c">${name.slice(0, 8).toUpperCase()}</text>` +
    '</svg>'
  );
}
