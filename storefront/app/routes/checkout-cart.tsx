import { loadCartPage } from '../cart/page/cart-page.server';
import { CartPage } from '../cart/page/cart-page';
import { guardCheckoutStep } from '../checkout/checkout-step.server';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/checkout-cart';

/** /checkout/cart, step 1 (spec 2 §2): no redirect when the cart is empty; the page says so. */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  await guardCheckoutStep(shop, 'cart');
  return loadCartPage(shop);
}

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'checkout.step.cart')]);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CartPage data={loaderData} />;
}
