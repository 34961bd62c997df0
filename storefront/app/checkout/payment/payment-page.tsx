import type { OwnPaymentMethodCode } from '@shop/domain';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Form, Link, useFetcher, useNavigation } from 'react-router';
import { CartSummary } from '../../cart/summary/cart-summary';
import { useLocalPath } from '../../shop/shell';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { EmailAddress } from '../email-address';
import { AddressBlock } from './address-block';
import { CheckoutProgress } from '../checkout-progress';
import type { PaymentPageData } from './payment-page.server';
import { PaymentFailureNotice } from './payment-failure-notice';
import { TotalChangedNotice } from './total-changed-notice';
import { PaymentMethodList } from './payment-method-list';
import type { PaymentActionData } from './place-order.server';
import { ADDRESSES_PATH } from './payment-paths';
import { CardPaymentSection } from '../adyen/card-payment-section';
import './payment.css';

const failureOf = (answer: PaymentActionData | undefined) => (answer && 'failure' in answer ? answer.failure : undefined);

/**
 * Step 4 (spec 2 §2, §4): choose COD or bank transfer, check the summary and the addresses, place
 * the order. Loading the page changes nothing: a method is preselected only when the cart is paid
 * with it already (or when it is the only one and costs nothing extra). With JavaScript, choosing a
 * method attaches that payment at once (so the summary shows the COD fee line) and the button waits
 * for it and cannot be pressed twice. Without JavaScript the plain form POST attaches the method;
 * when that changed the total the action sends the shopper back here to confirm the new one.
 */
export function PaymentPage({ page, answer }: { page: PaymentPageData; answer: PaymentActionData | undefined }) {
  const local = useLocalPath();
  const navigation = useNavigation();
  const chooser = useFetcher<PaymentActionData>();
  const [selected, setSelected] = useState<OwnPaymentMethodCode | undefined>(page.selected);
  const placing = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const choosing = chooser.state !== 'idle';

  const choose = (method: OwnPaymentMethodCode) => {
    setSelected(method);
    if (method !== page.attached) void chooser.submit({ intent: 'choose', method, cartId: page.cartId }, { method: 'post' });
  };

  // A method change is applied before the order can be placed: the order is the summary shown.
  // Errors are reset before each new attempt: none is shown while one is under way.
  const failure = placing || choosing ? undefined : (failureOf(answer) ?? failureOf(chooser.data));
  const anyAllowed = page.options.some((option) => option.eligibility.allowed);
  // Once the shopper chose again here, the summary beside is the answer: the earlier notice is stale.
  const totalChanged = chooser.data || placing ? undefined : page.totalChanged;

  return (
    <div className="page page--centred payment-page">
      <CheckoutProgress current="payment" />
      <h1 className="payment-page__title"><FormattedMessage id="payment.title" /></h1>
      <div aria-live="polite">
        {failure && <PaymentFailureNotice failure={failure} />}
        {!failure && totalChanged && <TotalChangedNotice codFee={totalChanged.codFee} />}
      </div>
      <div className="payment-page__grid">
        <div className="payment-form">
          <Form method="post" className="payment-form__methods" id="payment-form">
            <input type="hidden" name="cartId" value={page.cartId} />
            <PaymentMethodList options={page.options} selected={selected} onSelect={choose} codFee={page.codFee} bankDetails={page.bankDetails} />
            {!anyAllowed && !page.dropIn && (
              <Notice type="warning"><FormattedMessage id="payment.noMethod" /></Notice>
            )}
          </Form>
          {/* Outside the form: Drop-in's own fields and button must not submit the COD / bank transfer form. */}
          {page.dropIn && <CardPaymentSection settings={page.dropIn} cartId={page.cartId} />}
          <section className="payment-addresses" aria-labelledby="payment-addresses-title">
            <div className="payment-addresses__head">
              <h2 id="payment-addresses-title" className="payment-section-title"><FormattedMessage id="payment.addresses.title" /></h2>
              <Link to={local(ADDRESSES_PATH)} className="payment-addresses__change"><FormattedMessage id="payment.addresses.change" /></Link>
            </div>
            <div className="payment-addresses__grid">
              {page.billingAddress && (
                <div>
                  <h3 className="payment-addresses__label"><FormattedMessage id="payment.addresses.billing" /></h3>
                  <AddressBlock address={page.billingAddress} />
                </div>
              )}
              {page.shippingAddress && (
                <div>
                  <h3 className="payment-addresses__label"><FormattedMessage id="payment.addresses.shipping" /></h3>
                  <AddressBlock address={page.shippingAddress} />
                </div>
              )}
            </div>
            {/* The whole width of the section: an address's column is too narrow for a long e-mail. */}
            {page.email && (
              <div>
                <h3 className="payment-addresses__label"><FormattedMessage id="addresses.field.email" /></h3>
                <p className="payment-addresses__email"><EmailAddress email={page.email} /></p>
              </div>
            )}
          </section>
        </div>
        {/*
          The order button stands directly below what is ordered and the total, on every viewport
          (German §312j BGB): the summary and the button share the last place on a phone and the
          side column on a desktop. The button submits the form above through its form attribute.
        */}
        <aside className="payment-page__summary">
          <CartSummary cart={page.cart} busy={choosing} variant="order" />
          <div className="payment-form__actions" data-testid="order-button-area">
            <p className="payment-form__note"><FormattedMessage id="payment.placeNote" /></p>
            <Button type="submit" form="payment-form" name="intent" value="place" variant="primary" size="lg" disabled={!anyAllowed || placing || choosing} className="payment-form__submit">
              <FormattedMessage id={placing ? 'payment.placing' : 'payment.place'} />
            </Button>
          </div>
        </aside>
      </div>
    </div>
  );
}
