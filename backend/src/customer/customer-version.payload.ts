import { IsOptional } from 'class-validator';
import { IsVersion } from '../api/version-field.js';

/**
 * Part 0 of the address calls: the customer version the shopper last saw (spec 2 §7 "customer,
 * address"). Never a customer id: the customer is always the session's. Left out, the current
 * version is used; a stale one is retried once with the current version, like cart changes.
 */
export class CustomerVersionPayload {
  @IsOptional()
  @IsVersion()
  version?: number;
}
