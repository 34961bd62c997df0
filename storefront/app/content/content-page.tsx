import { ContentBlocks } from './blocks/content-blocks';
import { titleBlockPath } from './blocks/block-tree';
import type { ContentPageData } from './content-page.server';

/** A CMS page: its blocks; a document that opens with no title block gets its title as the h1. */
export function ContentPage({ data }: { data: ContentPageData }) {
  const titled = titleBlockPath(data.blocks) !== undefined;
  return (
    <div className="page content-page" data-content-key={data.key}>
      {!titled && <h1 className="content-page__title">{data.title}</h1>}
      <ContentBlocks blocks={data.blocks} data={{ products: data.products, renderedAt: data.renderedAt }} />
    </div>
  );
}
