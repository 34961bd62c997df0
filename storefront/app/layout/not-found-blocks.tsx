import { lazy, Suspense, useEffect, useState } from 'react';
import type { ContentBlock } from '../content/content-document';
import { useShell } from '../shop/shell';
import { NOT_FOUND_BLOCKS_PATH, type NotFoundBlocksAnswer } from './not-found-content';
import { whenIdle } from './when-idle';

// The CMS renderer comes with the blocks, so the layout's own script stays small on every page.
const ContentBlocks = lazy(() => import('../content/blocks/content-blocks').then((module) => ({ default: module.ContentBlocks })));

const NO_PRODUCTS = { products: {}, renderedAt: 0 };

/**
 * Spec 1 §2: the 404 page's optional blocks (shop by department, trusted brands), loaded from the
 * storefront's content cache (routes/not-found-blocks.ts) when the browser is idle, so they never
 * delay the page, and drawn by the CMS block renderer. Nothing shows if they fail.
 */
export function NotFoundBlocks() {
  const { market } = useShell();
  const [blocks, setBlocks] = useState<readonly ContentBlock[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    const load = () => {
      const url = `${NOT_FOUND_BLOCKS_PATH}?${new URLSearchParams({ locale: market.locale })}`;
      fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<NotFoundBlocksAnswer>) : null))
        .then((answer) => setBlocks(Array.isArray(answer?.blocks) ? answer.blocks : []))
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
      <Suspense fallback={null}>
        <ContentBlocks blocks={blocks} data={NO_PRODUCTS} />
      </Suspense>
    </div>
  );
}
