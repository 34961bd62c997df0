/**
 * The last line behind sameSitePath (issue 18, item 1): whether a redirect's Location, resolved as
 * the browser will resolve it against the page's URL, stays on the shop's own origin. The app
 * decides every redirect target with sameSitePath; this catches one that did not.
 */
export function isOnOrigin(location: string, requestUrl: string): boolean {
  try {
    return new URL(location, requestUrl).origin === new URL(requestUrl).origin;
  } catch {
    return false;
  }
}
