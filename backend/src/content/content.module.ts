import { Module } from '@nestjs/common';
import { ContentController } from './content.controller.js';
import { ContentService } from './content.service.js';
import { contentSourceProvider } from './content-source.provider.js';
import { SeoRedirectionService } from './seo/seo-redirection.service.js';

/** Content: SEO redirections, CMS documents per slug-languageAndCountry and the component list. */
@Module({
  controllers: [ContentController],
  providers: [contentSourceProvider, ContentService, SeoRedirectionService],
})
export class ContentModule {}
