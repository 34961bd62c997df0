import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { Injectable } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { ApiModule } from './api.module.js';
import { ShopCacheModule } from '../cache/shop-cache.module.js';
import { ACTIVE_COMMERCE } from '../commerce/commerce.providers.js';
import { CommerceModule } from '../commerce/commerce.module.js';
import { embeddedCommerce } from '../commerce/embedded/embedded-commerce.js';
import { CommerceMethod } from './commerce-method.decorator.js';
import { shopTestApp } from '../../test/shop-test-app.js';

@Injectable()
class FirstCalls {
  @CommerceMethod('getThing')
  getThing(): unknown {
    return 1;
  }
}

@Injectable()
class SecondCalls {
  @CommerceMethod('getThing')
  fetchThing(): unknown {
    return 2;
  }
}

describe('CommerceMethodRegistry', () => {
  it('stops start-up when two providers claim one method name, naming both', async () => {
    // The call controller checks session generations: it needs a commerce port and the cache.
    const moduleRef = await Test.createTestingModule({ imports: [CommerceModule, ShopCacheModule, ApiModule], providers: [FirstCalls, SecondCalls] })
      .overrideProvider(ACTIVE_COMMERCE)
      .useFactory({ factory: () => ({ kind: 'embedded', port: embeddedCommerce({ file: ':memory:' }) }) })
      .compile();
    const app = await shopTestApp(moduleRef, { init: false });
    await expect(app.init()).rejects.toThrow("Commerce method 'getThing' is registered twice: by FirstCalls.getThing and by SecondCalls.fetchThing");
    await app.close().catch(() => undefined);
  });
});
