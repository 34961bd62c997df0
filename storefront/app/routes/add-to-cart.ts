import { data } from 'react-router';

// Scaffold: replaced by its feature in this issue.
export function action() {
  throw data(null, { status: 404 });
}
