import type { ReactNode } from 'react';
import type { ContentBlock } from '../content-document';

/** What every block component gets: its CMS props, its path on the page, and where it stands. */
export interface BlockProps {
  readonly block: ContentBlock;
  /** Its index path ("3", "5.0.2"): the key of what the loader fetched for it. */
  readonly path: string;
  /** This block is the page's h1 (the first title block: page title, hero, hero slide). */
  readonly isTitle: boolean;
  /** First on the page: its images load eagerly with high priority (the LCP candidate); others lazily. */
  readonly priority: boolean;
}

export type BlockComponent = (props: BlockProps) => ReactNode;
