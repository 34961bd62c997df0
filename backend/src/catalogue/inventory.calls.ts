import { Inject, Injectable } from '@nestjs/common';
import type { InventoryEntry } from '@commercetools/platform-sdk';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { GetInventoryPayload } from './get-inventory.payload.js';

export interface InventoryResponse {
  readonly inventoryEntries: { readonly results: InventoryEntry[] };
}

/** `/getInventory`: the stock entries of the SKUs (a SKU without an entry is simply absent). */
@Injectable()
export class InventoryCalls {
  constructor(@Inject(COMMERCE_PORT) private readonly commerce: CommercePort) {}

  @CommerceMethod('getInventory', { parts: [GetInventoryPayload] })
  async getInventory([payload]: [GetInventoryPayload]): Promise<InventoryResponse> {
    return { inventoryEntries: { results: await this.commerce.catalogue.inventoryBySkus([...new Set(payload.skus)]) } };
  }
}
