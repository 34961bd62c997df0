import { BlockAnchor } from './block-link';
import { Icon } from './icon';
import { href, list, record, text, type Href } from '../props';

export interface UspItem {
  readonly body: string;
  readonly icon?: string | undefined;
  readonly target?: Href | undefined;
}

/** `items: { text, icon?, url? }[]`: the shop's promises. */
export const readUspItems = (value: unknown): UspItem[] =>
  list(value, (item) => {
    const fields = record(item);
    const body = text(fields?.['text']);
    return body ? { body, icon: text(fields?.['icon']), target: href(fields?.['url']) } : undefined;
  });

export function UspContent({ item }: { item: UspItem }) {
  const inner = (
    <>
      <Icon name={item.icon} className="cb-icon cb-usp__icon" />
      <span className="cb-usp__text">{item.body}</span>
    </>
  );
  return item.target ? (
    <BlockAnchor href={item.target} className="cb-usp__item">
      {inner}
    </BlockAnchor>
  ) : (
    <span className="cb-usp__item">{inner}</span>
  );
}
