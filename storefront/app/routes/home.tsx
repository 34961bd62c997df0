import { FormattedMessage } from 'react-intl';
import type { Route } from './+types/home';

export function meta() {
  return [{ title: 'ProEquip' }];
}

export default function Home(_: Route.ComponentProps) {
  return (
    <div className="page">
      <h1>
        <FormattedMessage id="home.title" />
      </h1>
    </div>
  );
}
