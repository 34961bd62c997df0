/** What an explicit prefix (/p/, /c/, /product/, /category/) says the page is. */
export type PageHint = 'product' | 'category';

export interface HintedSegments {
  readonly segments: readonly string[];
  readonly hint: PageHint | undefined;
}
