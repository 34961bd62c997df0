import 'reflect-metadata';
import { Test } from '@nestjs/testing';
import type { INestApplication } from '@nestjs/common';
import { AppModule } from '../app.module.js';
import { ACTIVE_COMMERCE } from '../commerce/commerce.providers.js';
import { MINI_SEED } from '../commerce/embedded/catalogue/mini-seed.fixture.js';
import { embeddedCommerce } from '../commerce/embedded/embedded-commerce.js';
import { CONTENT_SOURCE, type ContentSource } from './content-source.js';
import { shopTestApp } from '../../test/shop-test-app.js';

/** The real app (as backend/test/test-app.ts builds it) with the content source replaced. */
export async function createContentTestApp(source: ContentSource): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(ACTIVE_COMMERCE)
    .useFactory({ factory: () => ({ kind: 'embedded', port: embeddedCommerce({ file: ':memory:', seed: () => MINI_SEED }) }) })
    .overrideProvider(CONTENT_SOURCE)
    .useValue(source)
    .compile();
  return shopTestApp(moduleRef);
}

/** A source that counts what reaches it, to see what the cache keeps from it. */
export class CountingContentSource implements ContentSource {
  readonly documentCalls: string[] = [];
  redirectionCalls = 0;

  constructor(private readonly inner: ContentSource) {}

  get description(): string {
    return `counting ${this.inner.description}`;
  }

  document(key: Parameters<ContentSource['document']>[0]): ReturnType<ContentSource['document']> {
    this.documentCalls.push(`${key.kind}/${key.slug}-${key.locale}`);
    return this.inner.document(key);
  }

  pageSlugs(locale: Parameters<ContentSource['pageSlugs']>[0]): ReturnType<ContentSource['pageSlugs']> {
    return this.inner.pageSlugs(locale);
  }

  seoRedirections(): ReturnType<ContentSource['seoRedirections']> {
    this.redirectionCalls += 1;
    return this.inner.seoRedirections();
  }
}
