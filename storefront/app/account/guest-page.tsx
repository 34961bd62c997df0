import { FormattedMessage } from 'react-intl';
import { UpcomingPage } from './upcoming-page';

/** The guest-only pages of spec 1 §2 still waiting for their forms (the account issue), and their texts. */
export const GUEST_PAGES = {
  'create-account': { title: 'account.createAccount.title', text: 'account.createAccount.text' },
} as const;
export type GuestPage = keyof typeof GUEST_PAGES;

export function GuestPageView({ page }: { page: GuestPage }) {
  const { title, text } = GUEST_PAGES[page];
  return <UpcomingPage title={<FormattedMessage id={title} />} text={<FormattedMessage id={text} />} centred />;
}
