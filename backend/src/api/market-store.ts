import { BadRequestException } from '@nestjs/common';
import type { CallContext } from '../api/call-context.js';

/**
 * The spec's payloads carry a storeKey; the host decides the store, so a sent one may only
 * repeat it. A client cannot act in another country's store by naming it.
 */
export function requireMarketStore(storeKey: string | undefined, context: CallContext, path: string): void {
  if (storeKey !== undefined && storeKey !== context.market.storeKey) {
    throw new BadRequestException(`${path} must be the market's store ${context.market.storeKey}`);
  }
}
