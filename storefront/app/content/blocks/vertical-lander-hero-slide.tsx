import { buttonClass } from '../../ui/button';
import type { BlockProps } from './block-component';
import { BlockHeading } from './parts/block-heading';
import { BlockImage } from './parts/block-image';
import { BlockLink } from './parts/block-link';
import { Scroller } from './parts/scroller';
import { image, link, list, record, text } from './props';

/**
 * `{ slides: { heading, text?, image?, link? }[] }`: a vertical landing page's opening slides.
 * The first slide's heading is the page's title; the others are not headings of their own.
 */
export function VerticalLanderHeroSlideBlock({ block, isTitle, priority }: BlockProps) {
  const slides = list(block['slides'], (item) => {
    const fields = record(item);
    const heading = text(fields?.['heading']);
    return heading ? { heading, body: text(fields?.['text']), picture: image(fields?.['image']), action: link(fields?.['link']) } : undefined;
  });
  if (slides.length === 0) return null;
  return (
    <section className="cb-lander-hero">
      <Scroller
        className="scroller--full"
        label={slides[0]!.heading}
        items={slides.map((slide, index) => ({
          key: String(index),
          node: (
            <div className={`cb-hero cb-lander-hero__slide${slide.picture ? ' cb-hero--with-image' : ''}`}>
              <div className="cb-hero__body">
                {index === 0 ? (
                  <BlockHeading isTitle={isTitle} className="cb-hero__title">
                    {slide.heading}
                  </BlockHeading>
                ) : (
                  <p className="cb-hero__title">{slide.heading}</p>
                )}
                {slide.body && <p className="cb-hero__text">{slide.body}</p>}
                {slide.action && <BlockLink link={slide.action} className={buttonClass('primary', 'lg')} />}
              </div>
              {slide.picture && <BlockImage image={slide.picture} priority={priority && index === 0} className="cb-hero__image" sizes="100vw" />}
            </div>
          ),
        }))}
      />
    </section>
  );
}
