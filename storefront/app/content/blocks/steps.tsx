import type { BlockProps } from './block-component';
import { ItemHeading } from './parts/block-heading';
import { BlockSection } from './parts/block-section';
import { list, record, text } from './props';

/** `{ heading?, steps: { heading, text? }[] }`: a numbered how-to. */
export function StepsBlock({ block }: BlockProps) {
  const steps = list(block['steps'], (item) => {
    const fields = record(item);
    const heading = text(fields?.['heading']);
    return heading ? { heading, body: text(fields?.['text']) } : undefined;
  });
  if (steps.length === 0) return null;
  return (
    <BlockSection heading={text(block['heading'])} className="cb-steps">
      <ol className="cb-steps__list">
        {steps.map((step, index) => (
          <li key={index} className="cb-steps__item">
            <span className="cb-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <ItemHeading className="cb-steps__title">{step.heading}</ItemHeading>
              {step.body && <p className="cb-steps__text">{step.body}</p>}
            </div>
          </li>
        ))}
      </ol>
    </BlockSection>
  );
}
