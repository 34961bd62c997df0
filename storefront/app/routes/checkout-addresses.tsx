import { AddressesPage } from '../checkout/addresses/addresses-page';
import { addressesAction, addressesLoader } from '../checkout/addresses/addresses.server';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/checkout-addresses';

/** Checkout steps 2–3 (spec 2 §2): the shipping and billing forms. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return addressesLoader(context.get(shopContext), request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return addressesAction(context.get(shopContext), request);
}

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'checkout.step.addresses')]);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <AddressesPage saved={loaderData.values} countryName={loaderData.countryName} refusal={actionData} account={loaderData.account} />;
}
