import { preload } from 'react-dom';

/**
 * A lazily loaded view's stylesheets, in place: before the content they style and after the
 * head's, so the cascade is as if a route had imported them, and in the body, so they hold back
 * only what comes after them (the header above paints at once) instead of the whole first paint. A
 * preload in the head starts their download first. In the browser, a client navigation has them
 * already: the view's `import()` loads its stylesheets before it resolves.
 */
export function ViewStylesheets({ hrefs }: { hrefs: readonly string[] }) {
  for (const href of hrefs) preload(href, { as: 'style' });
  return hrefs.map((href) => <link key={href} rel="stylesheet" href={href} />);
}
