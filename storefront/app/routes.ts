import { type RouteConfig, type RouteConfigEntry, index, prefix, route } from '@react-router/dev/routes';
import { CACHE_INVALIDATION_ROUTES } from './content/cache/invalidation-routes';
import { PREFIXED_LANGUAGES } from './prefixed-languages';

// Spec 1 §2's routes. A non-default language of a multi-language country lives under its prefix;
// the same pages are registered once per prefix with their own ids. The market and language
// themselves come from the host and the root middleware.

function pages(suffix: string): RouteConfigEntry[] {
  const id = (name: string) => `${name}${suffix}`;
  return [
    index('routes/home.tsx', { id: id('home') }),
    route('search', 'routes/search.tsx', { id: id('search') }),
    route('c/*', 'routes/category.tsx', { id: id('category') }),
    route('p/*', 'routes/product.tsx', { id: id('product') }),
    route('login', 'routes/login.tsx', { id: id('login') }),
    route('log-out', 'routes/log-out.tsx', { id: id('log-out') }),
    route('create-account', 'routes/create-account.tsx', { id: id('create-account') }),
    route('password-reset', 'routes/password-reset.tsx', { id: id('password-reset') }),
    route('password-reset/change-password', 'routes/password-reset-change.tsx', { id: id('password-reset-change') }),
    route('password-reset/check-email', 'routes/password-reset-check-email.tsx', { id: id('password-reset-check-email') }),
    route('my-account', 'routes/my-account.tsx', { id: id('my-account') }, [
      index('routes/my-account-index.tsx', { id: id('my-account-index') }),
      route('my-profile', 'routes/my-account-profile.tsx', { id: id('my-account-profile') }),
      route('shipping-details', 'routes/my-account-shipping-details.tsx', { id: id('my-account-shipping-details') }),
      route('billing-details', 'routes/my-account-billing-details.tsx', { id: id('my-account-billing-details') }),
      route('my-newsletter', 'routes/my-account-newsletter.tsx', { id: id('my-account-newsletter') }),
      route('my-reviews', 'routes/my-account-reviews.tsx', { id: id('my-account-reviews') }),
      route('loyalty-card', 'routes/my-account-loyalty-card.tsx', { id: id('my-account-loyalty-card') }),
      route('my-orders', 'routes/my-account-orders.tsx', { id: id('my-account-orders') }),
      route(':section', 'routes/my-account-section.tsx', { id: id('my-account-section') }),
    ]),
    route('checkout', 'routes/checkout.tsx', { id: id('checkout') }, [
      index('routes/checkout-index.tsx', { id: id('checkout-index') }),
      route('cart', 'routes/checkout-cart.tsx', { id: id('checkout-cart') }),
      route('login', 'routes/checkout-login.tsx', { id: id('checkout-login') }),
      route('create-account', 'routes/checkout-create-account.tsx', { id: id('checkout-create-account') }),
      route('password-reset', 'routes/checkout-password-reset.tsx', { id: id('checkout-password-reset') }),
      route('password-reset/check-email', 'routes/checkout-password-reset-check-email.tsx', { id: id('checkout-password-reset-check-email') }),
      route('addresses', 'routes/checkout-addresses.tsx', { id: id('checkout-addresses') }),
      route('payment', 'routes/checkout-payment.tsx', { id: id('checkout-payment') }),
      route('thank-you', 'routes/checkout-thank-you.tsx', { id: id('checkout-thank-you') }),
      route('adyen-return', 'routes/checkout-adyen-return.ts', { id: id('checkout-adyen-return') }),
      route('adyen/payments', 'routes/checkout-adyen-payments.ts', { id: id('checkout-adyen-payments') }),
      route('adyen/details', 'routes/checkout-adyen-details.ts', { id: id('checkout-adyen-details') }),
      route(':step', 'routes/checkout-step.tsx', { id: id('checkout-step') }),
    ]),
    route('adyen-payment-error', 'routes/payment-error.tsx', { id: id('payment-error') }),
    route('support', 'routes/support.tsx', { id: id('support') }),
    route('exconsents/confirm', 'routes/ex-consents-confirm.tsx', { id: id('ex-consents-confirm') }),
    route('exconsents/managesubscriptions', 'routes/ex-consents-manage.tsx', { id: id('ex-consents-manage') }),
    route('*', 'routes/catch-all.tsx', { id: id('catch-all') }),
  ];
}

export default [
  route(CACHE_INVALIDATION_ROUTES.all, 'routes/cache-invalidate.ts'),
  route(CACHE_INVALIDATION_ROUTES.tag, 'routes/component-cache-invalidate-tag.ts'),
  route('add-to-cart', 'routes/add-to-cart.ts'),
  route('cart/guarantee', 'routes/cart-guarantee.ts'),
  route('cart/guarantee-options.json', 'routes/cart-guarantee-options.ts'),
  route('cart/complementary.json', 'routes/cart-complementary.ts'),
  route('cart-actions', 'routes/cart-actions.ts'),
  route('checkout-vat-id', 'routes/checkout-vat-id.ts'),
  route('cart.json', 'routes/cart-json.ts'),
  route('newsletter', 'routes/newsletter.ts'),
  route('add-review', 'routes/add-review.ts'),
  route('not-found-blocks.json', 'routes/not-found-blocks.ts'),
  route('block-products.json', 'routes/block-products.ts'),
  ...pages(''),
  ...PREFIXED_LANGUAGES.flatMap((language) => prefix(language, pages(`@${language}`))),
] satisfies RouteConfig;
