import { useIntl } from 'react-intl';
import type { BlockProps } from './block-component';
import { ItemHeading } from './parts/block-heading';
import { BlockImage } from './parts/block-image';
import { BlockAnchor } from './parts/block-link';
import { BlockSection } from './parts/block-section';
import { href, image, link, list, record, text } from './props';

/** `{ heading?, posts: { title, url, excerpt?, image?, date? }[], link? }`: inspiration articles. */
export function BlogPostsBlock({ block, priority }: BlockProps) {
  const intl = useIntl();
  const posts = list(block['posts'], (item) => {
    const fields = record(item);
    const title = text(fields?.['title']);
    const target = href(fields?.['url']);
    if (!title || !target) return undefined;
    const date = text(fields?.['date']);
    const time = date && !Number.isNaN(Date.parse(date)) ? date : undefined;
    return { title, target, excerpt: text(fields?.['excerpt']), picture: image(fields?.['image']), date: time };
  });
  if (posts.length === 0) return null;
  return (
    <BlockSection heading={text(block['heading'])} link={link(block['link'])} className="cb-blog">
      <ul className="cb-cards cb-cards--3" role="list">
        {posts.map((post, index) => (
          <li key={index} className="cb-card">
            {post.picture && <BlockImage image={post.picture} priority={priority} className="cb-card__image" sizes="(min-width: 900px) 33vw, 100vw" />}
            {post.date && (
              <time className="cb-card__meta" dateTime={post.date}>
                {intl.formatDate(post.date, { dateStyle: 'long', timeZone: 'UTC' })}
              </time>
            )}
            <ItemHeading className="cb-card__title">
              <BlockAnchor href={post.target} className="cb-card__link">
                {post.title}
              </BlockAnchor>
            </ItemHeading>
            {post.excerpt && <p className="cb-card__text">{post.excerpt}</p>}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
