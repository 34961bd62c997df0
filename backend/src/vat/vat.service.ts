import { ForbiddenException, Inject, Injectable, Logger } from '@nestjs/common';
import { normaliseVatId, type CountryCode } from '@shop/domain';
import { shopVatIdFor } from '@shop/markets';
import { ShopCache } from '../cache/shop-cache.js';
import { CachedStores } from '../stores/cached-stores.js';
import { BzstValidator } from './bzst-validator.js';
import { VAT_CONFIG, type VatConfig } from './vat-config.js';
import { vatAnswerOf, type VatAnswer } from './vat-answer.js';
import type { VatCheck, VatValidator, VatValidatorAnswer } from './vat-validator.js';
import { ViesValidator } from './vies-validator.js';

/** Thrown inside the cache's load so a could-not-validate answer is never stored. */
class NotCached extends Error {
  constructor(readonly answer: VatAnswer) {
    super('could not validate');
  }
}

export interface VatMarket {
  readonly country: CountryCode;
  readonly storeKey: string;
}

/**
 * VAT ID validation (spec 2 §4, §5, §7): the customer's number is cleaned and pre-checked by
 * domain, then the configured validators are asked in order with the market's own VAT ID as
 * requester; the first definitive answer (valid or invalid) wins. Definitive answers are cached
 * per requester and number for a day ('vatIds'); could-not-validate is not cached, so a retry asks again.
 */
@Injectable()
export class VatService {
  private readonly logger = new Logger(VatService.name);
  private readonly validators: readonly VatValidator[];

  constructor(
    @Inject(VAT_CONFIG) config: VatConfig,
    private readonly stores: CachedStores,
    private readonly cache: ShopCache,
  ) {
    this.validators = config.validators.map((name) =>
      name === 'vies' ? new ViesValidator(config.viesUrl, config.timeoutMs) : new BzstValidator(config.bzstUrl, config.timeoutMs));
  }

  async validate(market: VatMarket, typed: string): Promise<VatAnswer> {
    await this.requireEnabled(market);
    const checked = normaliseVatId(market.country, typed);
    // The pre-check's verdict is the shopper's answer: no validator is asked about a number that cannot be one.
    if (!checked.ok) return vatAnswerOf('invalid', { precheck: checked.reason });
    const check: VatCheck = { requester: shopVatIdFor(market.country), customer: checked.requestId };
    try {
      return await this.cache.wrap('vatIds', `${check.requester}:${check.customer}`, async () => {
        const answer = await this.ask(check);
        if (answer.outcome === 'couldNotValidate') throw new NotCached(answer);
        return answer;
      });
    } catch (error) {
      if (error instanceof NotCached) return error.answer;
      throw error;
    }
  }

  private async requireEnabled(market: VatMarket): Promise<void> {
    const store = await this.stores.byKey(market.storeKey);
    const fields = (store?.custom?.fields ?? {}) as Record<string, unknown>;
    if (fields['vat_validation_enabled'] !== true) {
      throw new ForbiddenException(`VAT ID validation is off in market ${market.country}: store ${market.storeKey} does not have vat_validation_enabled on`);
    }
  }

  private async ask(check: VatCheck): Promise<VatAnswer> {
    const answers: VatValidatorAnswer[] = [];
    for (const validator of this.validators) {
      if (!validator.covers(check)) continue;
      const answer = await validator.validate(check);
      if (answer.classification === 'valid' || answer.classification === 'invalid') {
        return vatAnswerOf(answer.classification, { validator: answer.validator, answer: answer.raw });
      }
      if (answer.classification === 'configuration-error') {
        this.logger.warn(`VAT validator ${answer.validator} refused the shop's own request for ${check.requester}: ${JSON.stringify(answer.raw)}`);
      }
      answers.push(answer);
    }
    if (answers.length === 0) {
      return vatAnswerOf('could-not-validate', { reason: `no configured validator answers for ${check.customer} asked by ${check.requester}` });
    }
    const timedOut = answers.every(({ raw }) => (raw as { timedOut?: unknown } | undefined)?.timedOut === true);
    return vatAnswerOf('could-not-validate', { answers: answers.map(({ validator, classification, raw }) => ({ validator, classification, answer: raw })) }, timedOut);
  }
}
