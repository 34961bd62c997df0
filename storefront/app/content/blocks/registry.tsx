import type { BlockComponent } from './block-component';
import type { BlockType } from './block-types';
import { CampaignBannerBlock } from './campaign-banner';
import { DepartmentBlock } from './department-block';
import { HeroBlock } from './hero';
import { NewsletterBlock } from './newsletter';
import { ProductListingBlock } from './product-listing';
import { TrustedBrandsBlock } from './trusted-brands';
import { UspSectionBlock } from './usp-section';

/** Loads a block type's component (its own chunk in the browser). */
export type BlockLoader = () => Promise<BlockComponent>;

/**
 * Every block type and how to load its component, one small component per file, named after its
 * type (blockModule). A page uses a handful of the ~50 types, so each is imported lazily: the
 * browser downloads only the blocks of the document it shows (block-loader.ts, which also has the
 * server import them all when it starts). Typed by BLOCK_TYPES: a type without a component here
 * does not compile.
 */
/**
 * The blocks of the home page (and of the 404 page's, a part of them): in the renderer's own chunk,
 * which those pages load anyway. One chunk compresses better than a chunk per block, and the
 * lazy import of each of these would cost more than it saves (measured: npm run bench:web).
 */
export const SHARED_BLOCKS: { readonly [T in BlockType]?: BlockComponent } = {
  'hero': HeroBlock,
  'usp-section': UspSectionBlock,
  'campaign-banner': CampaignBannerBlock,
  'product-listing': ProductListingBlock,
  'department-block': DepartmentBlock,
  'trusted-brands': TrustedBrandsBlock,
  'newsletter': NewsletterBlock,
};

export const BLOCK_REGISTRY: { readonly [T in BlockType]: BlockLoader } = {
  'banner-box': () => import('./banner-box').then((module) => module.BannerBoxBlock),
  'banner-boxes': () => import('./banner-boxes').then((module) => module.BannerBoxesBlock),
  'blog-posts': () => import('./blog-posts').then((module) => module.BlogPostsBlock),
  'campaign-banner': () => Promise.resolve(CampaignBannerBlock),
  'campaign-countdown': () => import('./campaign-countdown').then((module) => module.CampaignCountdownBlock),
  'carousel': () => import('./carousel').then((module) => module.CarouselBlock),
  'category-boxes': () => import('./category-boxes').then((module) => module.CategoryBoxesBlock),
  'category-cards': () => import('./category-cards').then((module) => module.CategoryCardsBlock),
  'category-links': () => import('./category-links').then((module) => module.CategoryLinksBlock),
  'category-items': () => import('./category-items').then((module) => module.CategoryItemsBlock),
  'delivery-cards': () => import('./delivery-cards').then((module) => module.DeliveryCardsBlock),
  'department-block': () => Promise.resolve(DepartmentBlock),
  'faq-section': () => import('./faq-section').then((module) => module.FaqSectionBlock),
  'gallery': () => import('./gallery').then((module) => module.GalleryBlock),
  'grid': () => import('./grid').then((module) => module.GridBlock),
  'heading': () => import('./heading').then((module) => module.HeadingBlock),
  'hero': () => Promise.resolve(HeroBlock),
  'html-injection': () => import('./html-injection').then((module) => module.HtmlInjectionBlock),
  'image-banner': () => import('./image-banner').then((module) => module.ImageBannerBlock),
  'list': () => import('./list').then((module) => module.ListBlock),
  'marketing-banner': () => import('./marketing-banner').then((module) => module.MarketingBannerBlock),
  'marketing-cards': () => import('./marketing-cards').then((module) => module.MarketingCardsBlock),
  'navigation-image-grid': () => import('./navigation-image-grid').then((module) => module.NavigationImageGridBlock),
  'navigation': () => import('./navigation').then((module) => module.NavigationBlock),
  'newsletter': () => Promise.resolve(NewsletterBlock),
  'notification-banner': () => import('./notification-banner').then((module) => module.NotificationBannerBlock),
  'page-title': () => import('./page-title').then((module) => module.PageTitleBlock),
  'product-groups-slider': () => import('./product-groups-slider').then((module) => module.ProductGroupsSliderBlock),
  'product-listing': () => Promise.resolve(ProductListingBlock),
  'product-zone': () => import('./product-zone').then((module) => module.ProductZoneBlock),
  'promo-banners': () => import('./promo-banners').then((module) => module.PromoBannersBlock),
  'promo-list': () => import('./promo-list').then((module) => module.PromoListBlock),
  'rich-text': () => import('./rich-text').then((module) => module.RichTextBlock),
  'rich-text-multiple': () => import('./rich-text-multiple').then((module) => module.RichTextMultipleBlock),
  'rich-text-highlights': () => import('./rich-text-highlights').then((module) => module.RichTextHighlightsBlock),
  'steps': () => import('./steps').then((module) => module.StepsBlock),
  'strap-with-link': () => import('./strap-with-link').then((module) => module.StrapWithLinkBlock),
  'tabs': () => import('./tabs').then((module) => module.TabsBlock),
  'trusted-brands': () => Promise.resolve(TrustedBrandsBlock),
  'trusted-payments': () => import('./trusted-payments').then((module) => module.TrustedPaymentsBlock),
  'usp-section': () => Promise.resolve(UspSectionBlock),
  'usp-carousel': () => import('./usp-carousel').then((module) => module.UspCarouselBlock),
  'video-banner': () => import('./video-banner').then((module) => module.VideoBannerBlock),
  'working-time': () => import('./working-time').then((module) => module.WorkingTimeBlock),
  'help-menu': () => import('./help-menu').then((module) => module.HelpMenuBlock),
  'vertical-lander-home-products': () => import('./vertical-lander-home-products').then((module) => module.VerticalLanderHomeProductsBlock),
  'vertical-lander-image-banner': () => import('./vertical-lander-image-banner').then((module) => module.VerticalLanderImageBannerBlock),
  'vertical-lander-hero-slide': () => import('./vertical-lander-hero-slide').then((module) => module.VerticalLanderHeroSlideBlock),
  'vertical-lander-featured-category': () => import('./vertical-lander-featured-category').then((module) => module.VerticalLanderFeaturedCategoryBlock),
  'vertical-lander-linkout-image': () => import('./vertical-lander-linkout-image').then((module) => module.VerticalLanderLinkoutImageBlock),
};

/**
 * The file of a type's component, from the storefront folder: the key of the build's list of
 * browser files (app/shop/view-assets.ts), by which the server names the chunks to preload.
 */
export const blockModule = (type: BlockType): string => `app/content/blocks/${type}.tsx`;
