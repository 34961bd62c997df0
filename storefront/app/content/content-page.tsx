import type { ContentPageData } from './content-page.server';

// CONTRACT (owned by the content helper): replace the body, keep the signature.
export function ContentPage(_: { data: ContentPageData }) {
  return null;
}
