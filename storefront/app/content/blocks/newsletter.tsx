/**
 * `{ heading, text?, buttonLabel? }`: the CMS's newsletter invitation. Shows nothing: the layout's
 * footer carries the shop's one newsletter sign-up (app/layout/newsletter-signup.tsx) on every page,
 * right below the content, for guests. The block's heading and text alone, without a field or a
 * button, would invite to a sign-up it cannot do; a second form would repeat the footer's. The block
 * type stays registered so that CMS pages holding it render without an unknown-block warning.
 */
export function NewsletterBlock() {
  return null;
}
