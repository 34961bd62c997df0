import { AccountLayout } from '../account/account-layout';
import { loadAccount } from '../account/account-page.server';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/my-account';

/** Authenticated-only (spec 1 §2): a guest goes to the root; its children share this guard. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadAccount(context.get(shopContext));
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AccountLayout customer={loaderData} />;
}
