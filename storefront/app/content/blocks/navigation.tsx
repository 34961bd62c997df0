import { useIntl } from 'react-intl';
import { useLocalPath } from '../../shop/shell';
import type { BlockProps } from './block-component';
import { BlockHeading } from './parts/block-heading';
import { BlockAnchor } from './parts/block-link';
import { href, list, record, text, type Href } from './props';

/** The storefront's names for links the CMS gives by key (spec 1 §3: a name or a translation key). */
const TRANSLATION_KEYS: Readonly<Record<string, string>> = {
  'order-tracking': 'content.navigation.orderTracking',
  'my-account': 'content.navigation.myAccount',
  jobs: 'content.navigation.jobs',
};

/**
 * Routes the CMS names by key. The external ones (my-orders: the self-service site with its token;
 * careers: the corporate site) have no address configured here, so their links do not render.
 */
const ROUTE_KEYS: Readonly<Record<string, string>> = { 'my-account': '/my-account' };

interface NavLink {
  readonly label: string;
  readonly target: Href;
  readonly tag?: string | undefined;
}

/**
 * `{ columns: { heading, links: { name | translationKey, url | routeKey, tag? }[] }[] }`: link
 * columns (the footer's). A link renders only when it has both a name and a target (spec 1 §2).
 */
export function NavigationBlock({ block }: BlockProps) {
  const intl = useIntl();
  const local = useLocalPath();
  const readLink = (item: unknown): NavLink | undefined => {
    const fields = record(item);
    const key = text(fields?.['translationKey']);
    const messageId = key ? TRANSLATION_KEYS[key] : undefined;
    const label = text(fields?.['name']) ?? (messageId ? intl.formatMessage({ id: messageId }) : undefined);
    const route = text(fields?.['routeKey']);
    const routePath = route ? ROUTE_KEYS[route] : undefined;
    const target = href(fields?.['url']) ?? (routePath ? ({ kind: 'internal', to: local(routePath) } as const) : undefined);
    return label && target ? { label, target, tag: text(fields?.['tag']) } : undefined;
  };
  const columns = list(block['columns'], (item) => {
    const fields = record(item);
    const links = list(fields?.['links'], readLink);
    return links.length > 0 ? { heading: text(fields?.['heading']), links } : undefined;
  });
  if (columns.length === 0) return null;
  return (
    <nav className="cb-navigation" aria-label={text(block['label']) ?? columns.map((column) => column.heading).filter(Boolean).join(', ')}>
      {columns.map((column, index) => (
        <div key={index} className="cb-navigation__column">
          {column.heading && <BlockHeading className="cb-navigation__heading">{column.heading}</BlockHeading>}
          <ul className="cb-navigation__links" role="list">
            {column.links.map((item, linkIndex) => (
              <li key={linkIndex}>
                <BlockAnchor href={item.target}>{item.label}</BlockAnchor>
                {item.tag && <span className="cb-navigation__tag">{item.tag}</span>}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
