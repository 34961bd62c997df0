import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useShell } from '../shop/shell';
import { linkBlocksOf, type LinkBlock } from './not-found-content';
import { whenIdle } from './when-idle';

/**
 * Spec 1 §2: the 404 page's optional blocks (shop by department, trusted brands), loaded from the
 * CMS when the browser is idle, so they never delay the page. Nothing shows if they fail.
 */
export function NotFoundBlocks() {
  const { market } = useShell();
  const [blocks, setBlocks] = useState<LinkBlock[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    const load = () => {
      fetch(`/api/content/components/page-not-found-${market.locale}.json`, { signal: controller.signal, headers: { accept: 'application/json' } })
        .then((response) => (response.ok ? response.json() : null))
        .then((answer: { content?: unknown } | null) => setBlocks(linkBlocksOf(answer?.content ?? null)))
        .catch(() => undefined);
    };
    const cancel = whenIdle(load, 2000);
    return () => {
      controller.abort();
      cancel();
    };
  }, [market.locale]);

  if (blocks.length === 0) return null;
  return (
    <div className="not-found-blocks" data-testid="not-found-blocks">
      {blocks.map((block) => (
        <section key={block.type} className={`not-found-blocks__block not-found-blocks__block--${block.type}`} aria-labelledby={`nf-${block.type}`}>
          <h2 id={`nf-${block.type}`}>{block.heading}</h2>
          <ul className="not-found-blocks__links">
            {block.links.map((link) => (
              <li key={link.key}>
                <Link to={link.url} className="not-found-blocks__link">
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
