import { texts } from '../props';

/** Paragraphs of plain text; a line break inside one stays a line break. */
export function Paragraphs({ value, className = 'cb-prose' }: { value: unknown; className?: string }) {
  const paragraphs = typeof value === 'string' ? texts([value]) : texts(value);
  if (paragraphs.length === 0) return null;
  return (
    <div className={className}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
