import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { LazyContentBlocks } from '../content/lazy-content-blocks';
import { useLocalPath } from '../shop/shell';
import { ViewStylesheets } from '../ui/view-stylesheets';
import { Notice } from '../ui/notice';
import type { HomePageData } from './home-page.server';

/**
 * The home page: the CMS's home blocks for the locale. Without a home document (or with the CMS
 * down) it stays a useful page: its title, an honest notice, the way to all products.
 */
export function HomePage({ data }: { data: HomePageData }) {
  const local = useLocalPath();
  return (
    <div className="page home-page">
      {!data.titled && (
        <h1 className={data.status === 'ok' ? 'visually-hidden' : 'home-page__title'}>
          {data.title ?? <FormattedMessage id="home.title" />}
        </h1>
      )}
      {data.status === 'unavailable' && (
        <Notice type="warning">
          <FormattedMessage id="home.unavailable" />
        </Notice>
      )}
      {data.status !== 'ok' && (
        <p className="home-page__browse">
          <Link to={local('/search')}>
            <FormattedMessage id="home.browse" />
          </Link>
        </p>
      )}
      {data.blocks.length > 0 && (
        <>
          <ViewStylesheets hrefs={data.blockStylesheets} />
          <LazyContentBlocks blocks={data.blocks} data={{ products: data.products, renderedAt: data.renderedAt }} />
        </>
      )}
    </div>
  );
}
