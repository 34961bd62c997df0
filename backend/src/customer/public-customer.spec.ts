import { describe, expect, it } from '@jest/globals';
import type { Customer } from '@commercetools/platform-sdk';
import { publicCustomer } from './public-customer.js';

describe('publicCustomer', () => {
  it("drops commercetools' password hash and keeps everything else", () => {
    const customer = { id: 'c1', version: 3, email: 'jana@example.sk', password: '$2a$10$hash', addresses: [] } as unknown as Customer;
    expect(publicCustomer(customer)).toEqual({ id: 'c1', version: 3, email: 'jana@example.sk', addresses: [] });
  });
});
