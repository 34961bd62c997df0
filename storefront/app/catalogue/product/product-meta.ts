import type { MetaDescriptor } from 'react-router';
import { TITLE_SUFFIX } from '../../shop/seo';
import type { LoadedProductPage } from './product-page.server';

/**
 * Title, description, canonical (the product's own URL: /p/ where the market routes natively,
 * never a category path or a query), robots and the Open Graph tags of a product page
 * (client-safe: meta runs in the browser too).
 */
export function productMeta(data: LoadedProductPage): MetaDescriptor[] {
  const { meta } = data;
  const tags: MetaDescriptor[] = [
    { title: `${meta.title}${TITLE_SUFFIX}` },
    { name: 'description', content: meta.description },
    { tagName: 'link', rel: 'canonical', href: meta.canonical },
    { name: 'robots', content: meta.robots },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:url', content: meta.canonical },
    { property: 'og:locale', content: meta.locale.replace('-', '_') },
  ];
  if (meta.image) tags.push({ property: 'og:image', content: meta.image });
  return tags;
}
