import { FormattedMessage } from 'react-intl';
import { SearchIcon } from '../ui/icons';

/** The header search's submit button: the plain form the server renders and the quick search that replaces it show the same one. */
export function SearchSubmit() {
  return (
    <button type="submit" className="quick-search__submit">
      <SearchIcon className="quick-search__icon" />
      <span className="quick-search__submit-text">
        <FormattedMessage id="search.submit" />
      </span>
    </button>
  );
}
