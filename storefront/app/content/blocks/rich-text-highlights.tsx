import type { BlockProps } from './block-component';
import { ItemHeading } from './parts/block-heading';
import { BlockSection } from './parts/block-section';
import { Icon } from './parts/icon';
import { list, record, text } from './props';

/** `{ heading?, highlights: { heading, text?, icon? }[] }`: short points that deserve a frame. */
export function RichTextHighlightsBlock({ block }: BlockProps) {
  const highlights = list(block['highlights'], (item) => {
    const fields = record(item);
    const heading = text(fields?.['heading']);
    return heading ? { heading, body: text(fields?.['text']), icon: text(fields?.['icon']) } : undefined;
  });
  if (highlights.length === 0) return null;
  return (
    <BlockSection heading={text(block['heading'])} className="cb-highlights">
      <ul className="cb-cards cb-cards--3" role="list">
        {highlights.map((highlight, index) => (
          <li key={index} className="cb-card cb-card--soft">
            <Icon name={highlight.icon} />
            <ItemHeading className="cb-card__title">{highlight.heading}</ItemHeading>
            {highlight.body && <p className="cb-card__text">{highlight.body}</p>}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
