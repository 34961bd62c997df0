import { FormattedMessage, useIntl } from 'react-intl';
import { Form } from 'react-router';
import { QuickSearch } from '../search/quick-search';
import { useLocalPath } from '../shop/shell';
import { SearchIcon } from '../ui/icons';

/**
 * The header's search: the quick search (app/search) when it renders, otherwise a plain GET form
 * to the search page, so the header always has a working search, with or without JavaScript.
 * The choice is made by CSS (`:empty`), so the server's HTML and the hydrated page agree.
 */
export function HeaderSearch() {
  const intl = useIntl();
  const local = useLocalPath();
  return (
    <div className="header-search">
      <div className="header-search__quick">
        <QuickSearch />
      </div>
      <Form method="get" action={local('/search')} role="search" className="header-search__fallback">
        <label htmlFor="header-search-fallback" className="visually-hidden">
          <FormattedMessage id="layout.searchLabel" />
        </label>
        <input
          id="header-search-fallback"
          name="query"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={intl.formatMessage({ id: 'layout.searchPlaceholder' })}
        />
        <button type="submit" aria-label={intl.formatMessage({ id: 'layout.searchButton' })}>
          <SearchIcon size={20} />
        </button>
      </Form>
    </div>
  );
}
