import { AddressBookPage } from '../account/address-book/address-book-page';
import { addressBookAction, addressBookLoader } from '../account/address-book/address-book.server';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/my-account-shipping-details';

/** /my-account/shipping-details (spec 1 §2): authenticated-only, like the whole account area. */
export async function loader({ context }: Route.LoaderArgs) {
  return addressBookLoader(context.get(shopContext), 'shipping');
}

export async function action({ context, request }: Route.ActionArgs) {
  return addressBookAction(context.get(shopContext), request, 'shipping');
}

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'account.section.shipping-details')]);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <AddressBookPage page={loaderData} refusal={actionData} />;
}
