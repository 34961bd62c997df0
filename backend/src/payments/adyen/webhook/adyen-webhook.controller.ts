import { BadRequestException, Body, Controller, Header, HttpCode, Inject, Post, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { ADYEN_SETTINGS, type AdyenSettings } from '../adyen-settings.js';
import { AdyenNotifications } from './adyen-notifications.js';
import { isLiveBatch, notificationItems } from './notification-item.js';

/**
 * Adyen's standard webhook (register `https://<shop>/api/payments/adyen/webhook`, JSON, with the
 * HMAC key of ADYEN_HMAC_KEY). Adyen delivers at least once and in any order, and retries until it
 * reads `[accepted]`: the shop answers that only once every item is stored on its payment, and
 * processes each pspReference + eventCode once.
 */
@Controller('api/payments/adyen')
export class AdyenWebhookController {
  constructor(
    @Inject(ADYEN_SETTINGS) private readonly settings: AdyenSettings | null,
    private readonly notifications: AdyenNotifications,
  ) {}

  @Post('webhook')
  @HttpCode(200)
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async receive(@Body() body: unknown): Promise<string> {
    if (!this.settings) throw new ServiceUnavailableException('Adyen is not configured in this shop (ADYEN_* settings)');
    const items = notificationItems(body);
    if (typeof items === 'string') throw new BadRequestException(items);
    // A test notification must not move a live shop's orders, nor a live one a test shop's.
    if (isLiveBatch(body) !== (this.settings.environment === 'live')) {
      throw new UnauthorizedException(`this shop takes ${this.settings.environment} notifications only`);
    }
    const forged = this.notifications.unsigned(items);
    if (forged) throw new UnauthorizedException(forged);
    await this.notifications.accept(items);
    return '[accepted]';
  }
}
