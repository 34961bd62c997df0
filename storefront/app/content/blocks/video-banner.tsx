import type { BlockProps } from './block-component';
import { BlockHeading } from './parts/block-heading';
import { BlockLink } from './parts/block-link';
import { href, image, link, record, text } from './props';

/**
 * `{ heading?, text?, video: { src, poster?, captions? }, link? }`: a video from the shop's own
 * files. It loads nothing until played (preload none, poster only), and no third-party player
 * script ever blocks the page.
 */
export function VideoBannerBlock({ block }: BlockProps) {
  const video = record(block['video']);
  const source = href(video?.['src']);
  if (!source) return null;
  const src = source.kind === 'internal' ? source.to : source.href;
  const poster = image(video?.['poster']);
  const captions = href(video?.['captions']);
  const heading = text(block['heading']);
  const body = text(block['text']);
  const action = link(block['link']);
  return (
    <section className="cb-video">
      {(heading || body) && (
        <div className="cb-video__body">
          {heading && <BlockHeading>{heading}</BlockHeading>}
          {body && <p>{body}</p>}
          {action && <BlockLink link={action} />}
        </div>
      )}
      <video
        className="cb-video__player"
        controls
        preload="none"
        poster={poster?.src}
        width={poster?.width ?? 1280}
        height={poster?.height ?? 720}
        style={{ aspectRatio: `${poster?.width ?? 16} / ${poster?.height ?? 9}` }}
        aria-label={heading}
      >
        <source src={src} />
        {captions && <track kind="captions" src={captions.kind === 'internal' ? captions.to : captions.href} default />}
      </video>
    </section>
  );
}
