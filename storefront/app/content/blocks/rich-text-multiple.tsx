import type { BlockProps } from './block-component';
import { BlockSection } from './parts/block-section';
import { ItemHeading } from './parts/block-heading';
import { CmsHtml } from './parts/cms-html';
import { Paragraphs } from './parts/paragraphs';
import { list, record, text } from './props';
import { sanitizedHtmlOf } from '../html/sanitized-html';

/** `{ heading?, sections: { heading?, paragraphs | html }[] }`: texts side by side (stacked on a phone); `html` is sanitized on the server. */
export function RichTextMultipleBlock({ block }: BlockProps) {
  const sections = list(block['sections'], record);
  if (sections.length === 0) return null;
  return (
    <BlockSection heading={text(block['heading'])} className="cb-rich-multiple">
      <div className="cb-columns">
        {sections.map((section, index) => (
          <div key={index} className="cb-columns__item">
            {text(section['heading']) && <ItemHeading>{text(section['heading'])}</ItemHeading>}
            {sanitizedHtmlOf(section['html']) !== undefined ? <CmsHtml value={section['html']} /> : <Paragraphs value={section['paragraphs']} />}
          </div>
        ))}
      </div>
    </BlockSection>
  );
}
