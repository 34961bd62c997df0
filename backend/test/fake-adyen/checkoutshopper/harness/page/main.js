// The real Drop-in (adyen-web 6.45.2) as the shop's payment page will mount it, pointed at the
// fake by `_environmentUrls`. What the page needs comes from /harness-config.json, served by the
// harness server, so the page holds no inline script. onSubmit writes Drop-in's state.data into
// #submitted for the test to read, and answers as the shop's backend would for an authorised card.
// onChange shows whether Drop-in itself holds the card as complete (and its brand from /binLookup) in
// #card-state: the test waits for that before paying, since Drop-in learns it only after the
// iframes' messages have reached it and its components have re-rendered.
import { AdyenCheckout, Card, Dropin } from '@adyen/adyen-web';
import '@adyen/adyen-web/styles/adyen.css';

const config = await (await fetch('/harness-config.json')).json();

const checkout = await AdyenCheckout({
  clientKey: config.clientKey,
  environment: 'test',
  _environmentUrls: config.environmentUrls,
  analytics: { enabled: false },
  countryCode: 'NL',
  locale: 'nl-NL',
  amount: { currency: 'EUR', value: 12345 },
  paymentMethodsResponse: { paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex'] }] },
  onChange(state) {
    document.getElementById('card-state').textContent = JSON.stringify({ isValid: state.isValid, brand: state.data.paymentMethod?.brand ?? null });
  },
  onSubmit(state, _component, actions) {
    document.getElementById('submitted').textContent = JSON.stringify(state.data);
    actions.resolve({ resultCode: 'Authorised' });
  },
  onError(error) {
    console.error('Drop-in onError', error.name, error.message);
  },
});

new Dropin(checkout, {
  paymentMethodComponents: [Card],
  paymentMethodsConfiguration: { card: { hasHolderName: true, holderNameRequired: true } },
}).mount('#dropin');
