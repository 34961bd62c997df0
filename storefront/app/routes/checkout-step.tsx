import { data } from 'react-router';

// Scaffold: replaced by its feature in this issue.
export function loader() {
  throw data(null, { status: 404 });
}

export default function Page() {
  return null;
}
