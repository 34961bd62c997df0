import type { BlockProps } from './block-component';
import { BlockSection } from './parts/block-section';
import { Paragraphs } from './parts/paragraphs';
import { list, record, text } from './props';

/**
 * `{ heading?, items: { question, answer }[] }`: each answer folds out of its question with
 * <details>, so it works with or without JavaScript and the browser's find-in-page opens it.
 */
export function FaqSectionBlock({ block }: BlockProps) {
  const items = list(block['items'], (item) => {
    const fields = record(item);
    const question = text(fields?.['question']);
    return question && fields?.['answer'] !== undefined ? { question, answer: fields['answer'] } : undefined;
  });
  if (items.length === 0) return null;
  return (
    <BlockSection heading={text(block['heading'])} className="cb-faq">
      <div className="cb-faq__items">
        {items.map((item, index) => (
          <details key={index} className="cb-faq__item">
            <summary className="cb-faq__question">{item.question}</summary>
            <Paragraphs value={item.answer} className="cb-prose cb-faq__answer" />
          </details>
        ))}
      </div>
    </BlockSection>
  );
}
