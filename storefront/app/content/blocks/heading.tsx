import type { BlockProps } from './block-component';
import { BlockHeading } from './parts/block-heading';
import { text } from './props';

/** `{ text, subheading? }`: a heading between blocks. */
export function HeadingBlock({ block }: BlockProps) {
  const heading = text(block['text']) ?? text(block['heading']);
  const subheading = text(block['subheading']);
  if (!heading) return null;
  return (
    <div className="cb-heading">
      <BlockHeading>{heading}</BlockHeading>
      {subheading && <p className="cb-heading__sub">{subheading}</p>}
    </div>
  );
}
