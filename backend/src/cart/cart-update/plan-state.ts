import type { Cart, LineItem, ProductVariant, TypedMoney } from '@commercetools/platform-sdk';
import type { CartLineLink } from '@shop/domain';
import { parentSkuOf } from '../../commerce/schema/index.js';
import { unitPriceOf } from './guarantee-lines.js';

/**
 * A line as the planned batch will leave it. Lines the batch adds have no id yet; `variant` is
 * what the offer rules and the guarantee price read (the cart line's, or the product's for a
 * line added by this batch).
 */
export interface PlannedLine {
  readonly id: string | undefined;
  readonly sku: string;
  quantity: number;
  readonly parentSku: string | undefined;
  readonly gift: boolean;
  /**
   * Where an add of the SKU on these channels goes (commercetools merges lines of the same variant,
   * channels and custom fields): 'supply|distribution' channel ids, undefined when no add merges in.
   */
  readonly mergesAdds: string | undefined;
  readonly variant: Pick<ProductVariant, 'attributes'>;
  /** The price a unit is charged before cart discounts (the product discount included). */
  readonly unitPrice: TypedMoney | undefined;
}

/** The merge key of a line's channels (ids; a channel named by key never matches, so such an add is tracked as its own line). */
export const channelsKey = (supply: string | undefined, distribution: string | undefined): string => `${supply ?? ''}|${distribution ?? ''}`;

function plannedLine(line: LineItem): PlannedLine {
  const parentSku = parentSkuOf(line);
  return {
    id: line.id,
    sku: line.variant.sku ?? '',
    quantity: line.quantity,
    parentSku,
    gift: line.lineItemMode === 'GiftLineItem',
    mergesAdds: line.lineItemMode !== 'GiftLineItem' && !line.custom && line.priceMode === 'Platform'
      ? channelsKey(line.supplyChannel?.id, line.distributionChannel?.id)
      : undefined,
    variant: line.variant,
    unitPrice: unitPriceOf(line.price),
  };
}

/**
 * The cart's lines while a batch is planned, so each action is checked against the cart as the
 * actions before it leave it (a guarantee may cover a line added earlier in the same batch).
 */
export class PlanState {
  private lines: PlannedLine[];

  constructor(readonly cart: Cart) {
    this.lines = cart.lineItems.map(plannedLine);
  }

  lineById(id: string): PlannedLine | undefined {
    return this.lines.find((line) => line.id === id);
  }

  /** The shopper's own lines of the SKU: no gifts, no guarantee lines. */
  standardLinesOf(sku: string): PlannedLine[] {
    return this.lines.filter((line) => line.sku === sku && !line.gift && line.parentSku === undefined);
  }

  quantityOf(sku: string): number {
    return this.standardLinesOf(sku).reduce((total, line) => total + line.quantity, 0);
  }

  guaranteeLines(): PlannedLine[] {
    return this.lines.filter((line) => line.parentSku !== undefined);
  }

  guaranteeOf(parentSku: string): PlannedLine | undefined {
    return this.lines.find((line) => line.parentSku === parentSku);
  }

  /** Every line the batch leaves in the cart, gifts and guarantees included. */
  all(): readonly PlannedLine[] {
    return this.lines;
  }

  /** The lines as domain's offer rules read them. */
  links(): CartLineLink[] {
    return this.lines.map((line) => ({ sku: line.sku, ...(line.parentSku !== undefined ? { parentSku: line.parentSku } : {}) }));
  }

  add(line: PlannedLine): void {
    this.lines.push(line);
  }

  remove(line: PlannedLine): void {
    this.lines = this.lines.filter((candidate) => candidate !== line);
  }
}
