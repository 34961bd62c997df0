import { Module } from '@nestjs/common';
import { CartCalls } from './cart.calls.js';
import { ShippingMethodCalls } from './shipping-methods.calls.js';
import { ShopperCarts } from './shopper-carts.js';

/** Carts: the shopper's one cart per market. Its calls are found by the api module's discovery. */
@Module({ providers: [CartCalls, ShippingMethodCalls, ShopperCarts] })
export class CartModule {}
