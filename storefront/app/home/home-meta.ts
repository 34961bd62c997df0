import type { MetaDescriptor } from 'react-router';
import { contentHeadMeta } from '../content/content-meta';
import type { HomePageData } from './home-page.server';

/** The shop's name, the home's title when the CMS gives none. */
const SHOP_NAME = 'ProEquip';

export function homeMeta(data: HomePageData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: SHOP_NAME }];
  return contentHeadMeta({ ...data, title: data.title ?? SHOP_NAME });
}
