import { Module } from '@nestjs/common';
import { CartModule } from '../../cart/cart.module.js';
import { CheckoutModule } from '../../checkout/checkout.module.js';
import { AdyenAttempts } from './adyen-attempts.js';
import { AdyenCheckout } from './adyen-checkout.js';
import { AdyenNotifications } from './webhook/adyen-notifications.js';
import { AdyenOrderCompletion } from './adyen-order-completion.js';
import { AdyenPaymentCalls } from './adyen-payment.calls.js';
import { AdyenPaymentFlow } from './adyen-payment-flow.js';
import { ADYEN_SETTINGS, adyenSettingsFromEnv, type AdyenSettings } from './adyen-settings.js';
import { AdyenWebhookController } from './webhook/adyen-webhook.controller.js';

/**
 * Card and wallet payments through Adyen (issue 19). Configured by the ADYEN_* variables (read
 * once at start-up; a half-set configuration stops start-up); without them the calls say "not
 * configured" and the webhook answers 503.
 */
@Module({
  imports: [CartModule, CheckoutModule],
  controllers: [AdyenWebhookController],
  providers: [
    { provide: ADYEN_SETTINGS, useFactory: (): AdyenSettings | null => adyenSettingsFromEnv(process.env) ?? null },
    { provide: AdyenCheckout, inject: [ADYEN_SETTINGS], useFactory: (settings: AdyenSettings | null) => (settings ? new AdyenCheckout(settings) : null) },
    AdyenAttempts,
    AdyenOrderCompletion,
    AdyenPaymentFlow,
    AdyenNotifications,
    AdyenPaymentCalls,
  ],
})
export class AdyenModule {}
