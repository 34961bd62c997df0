import { BadRequestException, Controller, Get, Param, Query, ValidationPipe } from '@nestjs/common';
import { CONTENT_BLOCK_TYPES, type ContentBlockType } from './content-block-types.js';
import { ContentService, type ContentAnswer, type PageListAnswer } from './content.service.js';
import { PageListQuery } from './page-list.query.js';
import { SeoRedirectionQuery } from './seo/seo-redirection.query.js';
import { SeoRedirectionService, type SeoRedirectionAnswer } from './seo/seo-redirection.service.js';

/** Query validation: unknown parameters (the origin host the storefront adds) are dropped, no type conversion. */
const queryValidation = new ValidationPipe({
  whitelist: true,
  forbidUnknownValues: true,
  exceptionFactory: (errors) =>
    new BadRequestException(errors.flatMap((error) => Object.values(error.constraints ?? {})).join('; ')),
});

/**
 * The content calls of spec 2 §7: plain GETs (no payload parts, no session), so that they can be
 * cached by a CDN like the static files they replace.
 */
@Controller('api/content')
export class ContentController {
  constructor(
    private readonly content: ContentService,
    private readonly seo: SeoRedirectionService,
  ) {}

  /** `?sourceUrl=/old/` → { redirectionCode: 301, targetURL: '/new/' }; 404 when none is registered. */
  @Get('seo-redirection')
  seoRedirection(@Query(queryValidation) query: SeoRedirectionQuery): Promise<SeoRedirectionAnswer> {
    return this.seo.redirectionFor(query.sourceUrl);
  }

  /** The block components the storefront loads at start-up. */
  @Get('components')
  components(): readonly ContentBlockType[] {
    return CONTENT_BLOCK_TYPES;
  }

  /** A shared piece (footer, promo banners…): `components/footer-de-AT.json` → { content }. */
  @Get('components/:file')
  component(@Param('file') file: string): Promise<ContentAnswer> {
    return this.content.document('components', file);
  }

  /**
   * `?locale=lt-LT` → { pages: { 'lt-LT': ['faq', …] } }: the slugs the pages call answers, so the
   * storefront can tell a CMS page from a category by its path (LT's native routing). Without
   * `locale`, every locale.
   */
  @Get('pages')
  pages(@Query(queryValidation) query: PageListQuery): Promise<PageListAnswer> {
    return this.content.pageList(query.locale);
  }

  /** A CMS page: `pages/shipping-info-cs-CZ.json` → { content }. */
  @Get('pages/:file')
  page(@Param('file') file: string): Promise<ContentAnswer> {
    return this.content.document('pages', file);
  }
}
