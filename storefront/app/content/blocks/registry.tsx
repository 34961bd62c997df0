import type { BlockComponent } from './block-component';
import { isBlockType, type BlockType } from './block-types';
import { BannerBoxBlock } from './banner-box';
import { BannerBoxesBlock } from './banner-boxes';
import { BlogPostsBlock } from './blog-posts';
import { CampaignBannerBlock } from './campaign-banner';
import { CampaignCountdownBlock } from './campaign-countdown';
import { CarouselBlock } from './carousel';
import { CategoryBoxesBlock } from './category-boxes';
import { CategoryCardsBlock } from './category-cards';
import { CategoryLinksBlock } from './category-links';
import { CategoryItemsBlock } from './category-items';
import { DeliveryCardsBlock } from './delivery-cards';
import { DepartmentBlock } from './department-block';
import { FaqSectionBlock } from './faq-section';
import { GalleryBlock } from './gallery';
import { GridBlock } from './grid';
import { HeadingBlock } from './heading';
import { HeroBlock } from './hero';
import { HtmlInjectionBlock } from './html-injection';
import { ImageBannerBlock } from './image-banner';
import { ListBlock } from './list';
import { MarketingBannerBlock } from './marketing-banner';
import { MarketingCardsBlock } from './marketing-cards';
import { NavigationImageGridBlock } from './navigation-image-grid';
import { NavigationBlock } from './navigation';
import { NewsletterBlock } from './newsletter';
import { NotificationBannerBlock } from './notification-banner';
import { PageTitleBlock } from './page-title';
import { ProductGroupsSliderBlock } from './product-groups-slider';
import { ProductListingBlock } from './product-listing';
import { ProductZoneBlock } from './product-zone';
import { PromoBannersBlock } from './promo-banners';
import { PromoListBlock } from './promo-list';
import { RichTextBlock } from './rich-text';
import { RichTextMultipleBlock } from './rich-text-multiple';
import { RichTextHighlightsBlock } from './rich-text-highlights';
import { StepsBlock } from './steps';
import { StrapWithLinkBlock } from './strap-with-link';
import { TabsBlock } from './tabs';
import { TrustedBrandsBlock } from './trusted-brands';
import { TrustedPaymentsBlock } from './trusted-payments';
import { UspSectionBlock } from './usp-section';
import { UspCarouselBlock } from './usp-carousel';
import { VideoBannerBlock } from './video-banner';
import { WorkingTimeBlock } from './working-time';
import { HelpMenuBlock } from './help-menu';
import { VerticalLanderHomeProductsBlock } from './vertical-lander-home-products';
import { VerticalLanderImageBannerBlock } from './vertical-lander-image-banner';
import { VerticalLanderHeroSlideBlock } from './vertical-lander-hero-slide';
import { VerticalLanderFeaturedCategoryBlock } from './vertical-lander-featured-category';
import { VerticalLanderLinkoutImageBlock } from './vertical-lander-linkout-image';

/**
 * Every block type and its component, one small component per file. Typed by BLOCK_TYPES: a type
 * without a component here does not compile.
 */
export const BLOCK_REGISTRY: { readonly [T in BlockType]: BlockComponent } = {
  'banner-box': BannerBoxBlock,
  'banner-boxes': BannerBoxesBlock,
  'blog-posts': BlogPostsBlock,
  'campaign-banner': CampaignBannerBlock,
  'campaign-countdown': CampaignCountdownBlock,
  'carousel': CarouselBlock,
  'category-boxes': CategoryBoxesBlock,
  'category-cards': CategoryCardsBlock,
  'category-links': CategoryLinksBlock,
  'category-items': CategoryItemsBlock,
  'delivery-cards': DeliveryCardsBlock,
  'department-block': DepartmentBlock,
  'faq-section': FaqSectionBlock,
  'gallery': GalleryBlock,
  'grid': GridBlock,
  'heading': HeadingBlock,
  'hero': HeroBlock,
  'html-injection': HtmlInjectionBlock,
  'image-banner': ImageBannerBlock,
  'list': ListBlock,
  'marketing-banner': MarketingBannerBlock,
  'marketing-cards': MarketingCardsBlock,
  'navigation-image-grid': NavigationImageGridBlock,
  'navigation': NavigationBlock,
  'newsletter': NewsletterBlock,
  'notification-banner': NotificationBannerBlock,
  'page-title': PageTitleBlock,
  'product-groups-slider': ProductGroupsSliderBlock,
  'product-listing': ProductListingBlock,
  'product-zone': ProductZoneBlock,
  'promo-banners': PromoBannersBlock,
  'promo-list': PromoListBlock,
  'rich-text': RichTextBlock,
  'rich-text-multiple': RichTextMultipleBlock,
  'rich-text-highlights': RichTextHighlightsBlock,
  'steps': StepsBlock,
  'strap-with-link': StrapWithLinkBlock,
  'tabs': TabsBlock,
  'trusted-brands': TrustedBrandsBlock,
  'trusted-payments': TrustedPaymentsBlock,
  'usp-section': UspSectionBlock,
  'usp-carousel': UspCarouselBlock,
  'video-banner': VideoBannerBlock,
  'working-time': WorkingTimeBlock,
  'help-menu': HelpMenuBlock,
  'vertical-lander-home-products': VerticalLanderHomeProductsBlock,
  'vertical-lander-image-banner': VerticalLanderImageBannerBlock,
  'vertical-lander-hero-slide': VerticalLanderHeroSlideBlock,
  'vertical-lander-featured-category': VerticalLanderFeaturedCategoryBlock,
  'vertical-lander-linkout-image': VerticalLanderLinkoutImageBlock,
};

/** The component of a type, or undefined for a type the storefront does not know. */
export const blockComponent = (type: string): BlockComponent | undefined => (isBlockType(type) ? BLOCK_REGISTRY[type] : undefined);
