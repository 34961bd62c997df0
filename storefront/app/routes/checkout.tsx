import { Outlet } from 'react-router';

/** The checkout's frame; each step guards itself (app/checkout/checkout-step.server.ts). */
export default function Page() {
  return <Outlet />;
}
