import { data } from 'react-router';
import { AccountSectionView } from '../account/account-section';
import { isAccountSection } from '../account/account-sections';
import { assertRoutable } from '../shop/guards.server';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/my-account-section';

/** The parent route guards the account; an unknown section is a 404. */
export function loader({ context, params }: Route.LoaderArgs) {
  assertRoutable(context.get(shopContext));
  const section = params.section.toLowerCase();
  if (!isAccountSection(section)) throw data(null, { status: 404 });
  return { section };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  withShopMeta(matches, loaderData ? [messageTitle(matches, `account.section.${loaderData.section}`)] : []);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AccountSectionView section={loaderData.section} />;
}
