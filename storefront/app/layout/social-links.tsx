import { useIntl } from 'react-intl';
import { useShell } from '../shop/shell';

/** How each network is written (brand names, the same in every language). */
const NETWORK_NAMES: Readonly<Record<string, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  x: 'X',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
};

/** The shop's social profiles (SOCIAL_LINKS), each opening the network's site. */
export function SocialLinks() {
  const { chrome } = useShell();
  const intl = useIntl();
  if (chrome.links.social.length === 0) return null;
  return (
    <ul className="footer__social" aria-label={intl.formatMessage({ id: 'layout.footer.followUs' })} data-testid="social-links">
      {chrome.links.social.map((link) => (
        <li key={link.network}>
          <a href={link.url} rel="noopener" className="footer__social-link">
            {NETWORK_NAMES[link.network] ?? link.network}
          </a>
        </li>
      ))}
    </ul>
  );
}
