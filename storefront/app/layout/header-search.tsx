import { SEARCH_PATH, SEARCH_QUERY_PARAMETER } from '@shop/domain';
import { useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, useLocation } from 'react-router';
import { SearchSubmit } from '../search/search-submit';
import { useLocalPath } from '../shop/shell';
import { enhancementFinished, enhancementStarted } from './enhancements';
import './header-search.css';

type QuickSearchComponent = ComponentType<Record<string, never>>;

const ENHANCEMENT = 'quick-search';

/** The quick search's module once it has loaded (it stays for the page's life). */
let quickSearch: QuickSearchComponent | undefined;
const loadQuickSearch = (): Promise<QuickSearchComponent> =>
  import('../search/quick-search').then((module) => (quickSearch = module.QuickSearch));

/** What the shopper had done with the plain field, handed on to the quick search that replaces it. */
interface FieldState {
  readonly value: string;
  readonly focused: boolean;
}

/** Sets an input's value the way typing does, so React's onChange sees it. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The header's search (app/search's quick search). The server renders it as a plain GET form to
 * the search page with the quick search's own markup, so the header always has a working search,
 * with or without JavaScript. The quick search's code is not needed to paint or hydrate the page:
 * it loads right after hydration and takes the form's place without a visible change, keeping
 * what the shopper typed and the focus.
 */
export function HeaderSearch() {
  const [QuickSearch, setQuickSearch] = useState<QuickSearchComponent | undefined>(() => {
    if (!quickSearch && !import.meta.env.SSR) enhancementStarted(ENHANCEMENT);
    return quickSearch;
  });
  const field = useRef<HTMLInputElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const handOver = useRef<FieldState | undefined>(undefined);

  useEffect(() => {
    if (QuickSearch) return undefined;
    let cancelled = false;
    loadQuickSearch()
      .then((component) => {
        if (cancelled) {
          enhancementFinished(ENHANCEMENT);
          return;
        }
        const input = field.current;
        handOver.current = input ? { value: input.value, focused: document.activeElement === input } : undefined;
        setQuickSearch(() => component);
      })
      // The chunk failed (offline, a new deployment): the plain form stays and works.
      .catch(() => enhancementFinished(ENHANCEMENT));
    return () => {
      cancelled = true;
    };
  }, [QuickSearch]);

  useEffect(() => {
    const state = handOver.current;
    const input = container.current?.querySelector<HTMLInputElement>('input[type="search"]');
    if (!QuickSearch) return;
    enhancementFinished(ENHANCEMENT);
    if (!state || !input) return;
    handOver.current = undefined;
    if (input.value !== state.value) typeInto(input, state.value);
    if (state.focused) input.focus();
  }, [QuickSearch]);

  return (
    <div className="header-search" ref={container}>
      {QuickSearch ? <QuickSearch /> : <PlainSearchForm field={field} />}
    </div>
  );
}

/** The search page's term on the search page (as the quick search shows it), else empty. */
function usePageTerm(): string {
  const { pathname, search } = useLocation();
  return pathname.endsWith(SEARCH_PATH) ? (new URLSearchParams(search).get(SEARCH_QUERY_PARAMETER) ?? '') : '';
}

/**
 * The quick search as the server renders it (the same markup: a combobox that has not opened), as
 * a plain GET form: what the page shows without JavaScript and until the quick search arrives.
 * (No length limit here: the search page cuts a long term itself, listing-state.ts.)
 */
function PlainSearchForm({ field }: { field: RefObject<HTMLInputElement | null> }) {
  const intl = useIntl();
  const local = useLocalPath();
  const term = usePageTerm();
  return (
    <Form method="get" action={local(SEARCH_PATH)} role="search" className="quick-search" data-testid="quick-search" data-enhanced="false">
      <label htmlFor="header-search-field" className="visually-hidden">
        <FormattedMessage id="search.label" />
      </label>
      <div className="quick-search__field">
        <input
          ref={field}
          id="header-search-field"
          className="quick-search__input"
          type="search"
          name={SEARCH_QUERY_PARAMETER}
          key={term}
          defaultValue={term}
          placeholder={intl.formatMessage({ id: 'search.placeholder' })}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
        />
        <SearchSubmit />
      </div>
      <div className="visually-hidden" role="status" aria-live="polite" />
    </Form>
  );
}
