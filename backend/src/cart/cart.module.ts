import { Module } from '@nestjs/common';
import { CartCalls } from './cart.calls.js';
import { CartUpdateCalls } from './cart-update.calls.js';
import { CartUpdatePlanner } from './cart-update/cart-update-planner.js';
import { ShippingMethodList } from './shipping-method-list.js';
import { ShippingMethodCalls } from './shipping-methods.calls.js';
import { ShopperCarts } from './shopper-carts.js';
import { IncludedVatRate } from './net-prices/included-vat-rate.js';
import { NetPriceDecision } from './net-prices/net-price-decision.js';
import { ApplyVatIdCalls } from './net-prices/apply-vat-id.calls.js';
import { StoresModule } from '../stores/stores.module.js';
import { VatModule } from '../vat/vat.module.js';

/** Carts: the shopper's one cart per market. Its calls are found by the api module's discovery. */
@Module({ imports: [StoresModule, VatModule], providers: [CartCalls, CartUpdateCalls, CartUpdatePlanner, NetPriceDecision, IncludedVatRate, ApplyVatIdCalls, ShippingMethodCalls, ShippingMethodList, ShopperCarts], exports: [ShopperCarts, ShippingMethodList] })
export class CartModule {}
