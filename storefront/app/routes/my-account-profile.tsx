import { ProfilePage } from '../account/profile/profile-page';
import { profileAction, profileLoader } from '../account/profile/profile.server';
import { messageTitle, withShopMeta } from '../shop/seo';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/my-account-profile';

/** /my-account/my-profile (spec 1 §2): authenticated-only, like the whole account area. */
export async function loader({ context }: Route.LoaderArgs) {
  return profileLoader(context.get(shopContext));
}

export async function action({ context, request }: Route.ActionArgs) {
  return profileAction(context.get(shopContext), request);
}

export const meta: Route.MetaFunction = ({ matches }) => withShopMeta(matches, [messageTitle(matches, 'account.section.my-profile')]);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfilePage page={loaderData} refusal={actionData} />;
}
