import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import './layout.css';

/** Spec 1 §2 layouts; a route picks one with `handle: { layout }` (default: header, navigation, footer). */
export type LayoutName = 'default' | 'full-width' | 'no-footer' | 'base';

export function useLayoutName(): LayoutName {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as { layout?: LayoutName } | undefined;
    if (handle?.layout) return handle.layout;
  }
  return 'default';
}

export function ShopLayout({ children }: { children: ReactNode }) {
  const layout = useLayoutName();
  if (layout === 'base') return <main id="main">{children}</main>;
  return (
    <div className={`layout layout--${layout}`}>
      <Header />
      <main id="main" className="layout__main">
        {children}
      </main>
      {layout !== 'no-footer' && <Footer />}
    </div>
  );
}
