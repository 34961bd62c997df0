import { ItemHeading } from './block-heading';
import { BlockImage } from './block-image';
import { BlockAnchor } from './block-link';
import { Icon } from './icon';
import { href, image, record, text, type Href, type ImageProps } from '../props';

export interface LinkTile {
  readonly name: string;
  readonly target: Href;
  readonly picture?: ImageProps | undefined;
  readonly body?: string | undefined;
  readonly count?: number | undefined;
}

/** `{ name | label, url, image?, text?, count? }`: a tile needs a name and a target. */
export function readLinkTile(value: unknown): LinkTile | undefined {
  const fields = record(value);
  const name = text(fields?.['name']) ?? text(fields?.['label']);
  const target = href(fields?.['url']);
  if (!name || !target) return undefined;
  const count = fields?.['count'];
  return { name, target, picture: image(fields?.['image']), body: text(fields?.['text']), count: typeof count === 'number' && count >= 0 ? count : undefined };
}

/** Tiles that are each one link (categories, departments, image navigation): the whole tile is the target. */
export function LinkTiles({ tiles, variant, priority }: { tiles: readonly LinkTile[]; variant: 'boxes' | 'cards' | 'items' | 'images'; priority: boolean }) {
  return (
    <ul className={`cb-tiles cb-tiles--${variant}`} role="list">
      {tiles.map((tile, index) => (
        <li key={index} className="cb-tiles__item">
          <BlockAnchor href={tile.target} className="cb-tile">
            {tile.picture ? (
              <BlockImage image={tile.picture} priority={priority && index < 4} className="cb-tile__image" sizes="(min-width: 900px) 20vw, 45vw" />
            ) : (
              variant !== 'items' && <Icon name="box" className="cb-icon cb-tile__icon" />
            )}
            <span className="cb-tile__text">
              {variant === 'cards' ? <ItemHeading className="cb-tile__name">{tile.name}</ItemHeading> : <span className="cb-tile__name">{tile.name}</span>}
              {tile.body && <span className="cb-tile__body">{tile.body}</span>}
            </span>
            {tile.count !== undefined && <span className="cb-tile__count">{tile.count}</span>}
          </BlockAnchor>
        </li>
      ))}
    </ul>
  );
}
