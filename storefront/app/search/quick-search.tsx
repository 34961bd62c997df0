import { productPagePath, SEARCH_PATH, SEARCH_QUERY_PARAMETER } from '@shop/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { listingHit, type ListingHit, type SearchAnswer } from '../catalogue/listing/search-result';
import { DEFAULT_PRODUCT_IMAGE } from '../catalogue/product-tile';
import { useLocalPath, useShell } from '../shop/shell';
import { Price } from '../ui/price';
import { reportSearchClick, reportSearchView } from './search-events';
import { SearchSubmit } from './search-submit';
import {
  isSearchableTerm, moveActive, QUICK_SEARCH_DEBOUNCE_MS, QUICK_SEARCH_MAX_LENGTH, quickSearchBody, SEARCH_QUERIES_PATH, showsSeeAll,
} from './quick-search-rules';
// Its stylesheet comes with the layout's (header-search.css imports it): a copy in this chunk was a
// stylesheet added to every page after hydration, a request and a restyle of the whole document.
import { useNumberText } from '../ui/number-text';

interface QuickResults {
  readonly term: string;
  readonly hits: readonly ListingHit[];
  readonly nbHits: number;
  readonly index: string;
  readonly queryID?: string;
}

/** An option of the panel: a product, or 'See all results'. */
type Option = { readonly kind: 'hit'; readonly hit: ListingHit; readonly href: string } | { readonly kind: 'all'; readonly href: string };

const searchPageTerm = (pathname: string, search: string): string =>
  pathname.endsWith(SEARCH_PATH) ? (new URLSearchParams(search).get(SEARCH_QUERY_PARAMETER) ?? '') : '';

/**
 * The header's search (spec 1 §2 "Search behaviour"), an ARIA combobox: results open at the
 * minimum length after a 300 ms pause, arrows move the active option with wrap-around, Enter
 * follows it or searches, Escape closes, the clear button empties and refocuses. Without
 * JavaScript it is a plain GET form to the search page.
 */
export function QuickSearch() {
  const intl = useIntl();
  const numbers = useNumberText();
  const local = useLocalPath();
  const { market } = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const ids = useId();
  const inputId = `${ids}-input`;
  const listboxId = `${ids}-listbox`;
  const optionId = (index: number) => `${ids}-option-${index}`;

  const [term, setTerm] = useState(() => searchPageTerm(location.pathname, location.search));
  const [results, setResults] = useState<QuickResults | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [hydrated, setHydrated] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | undefined>(undefined);
  const latest = useRef(term);

  useEffect(() => setHydrated(true), []);

  // A navigation closes the panel; on the search page the field shows the page's term.
  useEffect(() => {
    setOpen(false);
    setActive(-1);
    const pageTerm = searchPageTerm(location.pathname, location.search);
    setTerm(pageTerm);
    latest.current = pageTerm;
  }, [location.pathname, location.search]);

  useEffect(() => () => {
    clearTimeout(timer.current);
    request.current?.abort();
  }, []);

  const searchHref = (value: string) =>
    local(value.trim() ? `${SEARCH_PATH}?${SEARCH_QUERY_PARAMETER}=${encodeURIComponent(value.trim())}` : SEARCH_PATH);

  const options: Option[] = results
    ? [
        ...results.hits.map((hit): Option => ({ kind: 'hit', hit, href: local(productPagePath(hit.slug, market.nativeRouting)) })),
        ...(showsSeeAll(results.nbHits) ? [{ kind: 'all', href: searchHref(results.term) } as Option] : []),
      ]
    : [];

  async function runSearch(value: string) {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    try {
      const response = await fetch(SEARCH_QUERIES_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(quickSearchBody(market.locale, value)),
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`search answered ${response.status}`);
      const answer = ((await response.json()) as { results: SearchAnswer[] }).results[0];
      if (!answer || latest.current !== value) return;
      const hits = answer.hits.map((record) => listingHit(record, market.currency)).filter((hit): hit is ListingHit => hit !== undefined);
      const index = answer.index ?? quickSearchBody(market.locale, value).requests[0]!.indexName;
      setResults({ term: value.trim(), hits, nbHits: answer.nbHits, index, ...(answer.queryID ? { queryID: answer.queryID } : {}) });
      setActive(-1);
      setOpen(document.activeElement === input.current);
      reportSearchView({ index, objectIDs: hits.map((hit) => hit.sku), searchTerm: value.trim(), eventName: 'Quick search results viewed' });
    } catch (error) {
      if ((error as Error).name !== 'AbortError') {
        // The full search page still works: Enter goes there.
        setResults(null);
        setOpen(false);
      }
    }
  }

  function onChange(value: string) {
    setTerm(value);
    latest.current = value;
    clearTimeout(timer.current);
    if (!isSearchableTerm(value)) {
      request.current?.abort();
      setResults(null);
      setOpen(false);
      setActive(-1);
      return;
    }
    timer.current = setTimeout(() => void runSearch(value), QUICK_SEARCH_DEBOUNCE_MS);
  }

  function follow(option: Option, position: number) {
    if (option.kind === 'hit' && results) {
      reportSearchClick({
        index: results.index,
        objectID: option.hit.sku,
        position,
        ...(results.queryID ? { queryID: results.queryID } : {}),
        searchTerm: results.term,
        eventName: 'Quick search result clicked',
      });
    }
    setOpen(false);
    setActive(-1);
    navigate(option.href);
  }

  function submit() {
    clearTimeout(timer.current);
    setOpen(false);
    setActive(-1);
    navigate(searchHref(term));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      setActive((current) => moveActive(current, options.length, event.key === 'ArrowDown' ? 'down' : 'up'));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = open && active >= 0 ? options[active] : undefined;
      if (chosen) follow(chosen, active + 1);
      else submit();
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  function clear() {
    clearTimeout(timer.current);
    request.current?.abort();
    setTerm('');
    latest.current = '';
    setResults(null);
    setOpen(false);
    setActive(-1);
    input.current?.focus();
  }

  const expanded = open && results !== null;
  const announcement = expanded
    ? results.hits.length === 0
      ? intl.formatMessage({ id: 'search.noResults' })
      : intl.formatMessage({ id: 'search.resultsAvailable' }, { count: results.hits.length })
    : '';

  return (
    <form
      role="search"
      method="get"
      action={local(SEARCH_PATH)}
      className="quick-search"
      data-testid="quick-search"
      data-enhanced={hydrated}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        <FormattedMessage id="search.label" />
      </label>
      <div className="quick-search__field">
        <input
          ref={input}
          id={inputId}
          className="quick-search__input"
          type="search"
          name={SEARCH_QUERY_PARAMETER}
          value={term}
          maxLength={QUICK_SEARCH_MAX_LENGTH}
          placeholder={intl.formatMessage({ id: 'search.placeholder' })}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          {...(expanded && options.length > 0 ? { 'aria-controls': listboxId } : {})}
          {...(expanded && active >= 0 ? { 'aria-activedescendant': optionId(active) } : {})}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (results && isSearchableTerm(term)) setOpen(true);
          }}
        />
        {hydrated && term !== '' && (
          <button type="button" className="quick-search__clear" onClick={clear} aria-label={intl.formatMessage({ id: 'search.clear' })}>
            <span aria-hidden="true">×</span>
          </button>
        )}
        <SearchSubmit />
      </div>
      {expanded && (
        <div className="quick-search__panel" data-testid="quick-search-panel">
          {options.length > 0 ? (
            <ul id={listboxId} role="listbox" className="quick-search__list" aria-label={intl.formatMessage({ id: 'search.suggestions' })}>
              {options.map((option, index) => (
                <li
                  key={option.kind === 'hit' ? option.hit.sku : 'all'}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={`quick-search__option${option.kind === 'all' ? ' quick-search__option--all' : ''}${index === active ? ' is-active' : ''}`}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => follow(option, index + 1)}
                >
                  {option.kind === 'hit' ? (
                    <>
                      <img className="quick-search__thumb" src={option.hit.image ?? DEFAULT_PRODUCT_IMAGE} alt="" width={48} height={48} loading="lazy" onError={(event) => { event.currentTarget.src = DEFAULT_PRODUCT_IMAGE; }} />
                      <span className="quick-search__name">{option.hit.name}</span>
                      <Price value={option.hit.price} className="quick-search__price" />
                    </>
                  ) : (
                    <span className="quick-search__all">
                      <FormattedMessage id="search.seeAll" />
                      <span className="quick-search__all-count">{numbers.decimal(results.nbHits)}</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="quick-search__empty" data-testid="quick-search-empty">
              <FormattedMessage id="search.noResults" />
            </p>
          )}
        </div>
      )}
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </form>
  );
}
