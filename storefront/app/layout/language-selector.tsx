import { useIntl } from 'react-intl';
import { useShell } from '../shop/shell';
import { Disclosure } from '../ui/disclosure';
import { GlobeIcon } from '../ui/icons';
import { LanguageLinks } from './language-links';

/** The header's language selector (multi-language countries only). */
export function LanguageSelector() {
  const { market } = useShell();
  const intl = useIntl();
  if (market.languages.length < 2) return null;
  return (
    <Disclosure
      className="language-selector"
      summaryClassName="header-action"
      testId="language-selector"
      summary={
        <>
          <GlobeIcon />
          <span className="visually-hidden">{intl.formatMessage({ id: 'layout.language' })}: </span>
          <span className="header-action__code">{market.language.toUpperCase()}</span>
        </>
      }
    >
      <p className="disclosure-heading">{intl.formatMessage({ id: 'layout.language' })}</p>
      <LanguageLinks className="menu-list" />
    </Disclosure>
  );
}
