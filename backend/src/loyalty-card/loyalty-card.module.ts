import { Module } from '@nestjs/common';
import { CustomerModule } from '../customer/customer.module.js';
import { LoyaltyCardCalls } from './loyalty-card.calls.js';

/** The account's loyalty card, where the market has one (markets' loyaltyCard). */
@Module({ imports: [CustomerModule], providers: [LoyaltyCardCalls] })
export class LoyaltyCardModule {}
