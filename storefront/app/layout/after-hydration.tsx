import { useEffect, useState, type ComponentType } from 'react';
import { enhancementFinished, enhancementStarted } from './enhancements';

/**
 * A part that shows nothing in the server's HTML nor at hydration (the progress bar while idle,
 * the third-party scripts that start after the load event): its code is fetched once the page has
 * hydrated, off the first load, and it mounts then. Keep `load` a module-level constant.
 */
export function AfterHydration({ name, load }: { name: string; load: () => Promise<ComponentType> }) {
  const [Part, setPart] = useState<ComponentType | undefined>(undefined);
  useState(() => {
    if (!import.meta.env.SSR) enhancementStarted(name);
  });

  useEffect(() => {
    let active = true;
    load()
      .then((component) => {
        if (active) setPart(() => component);
        else enhancementFinished(name);
      })
      // Its chunk failed (offline, a new deployment): the page works without it.
      .catch(() => enhancementFinished(name));
    return () => {
      active = false;
    };
  }, [load, name]);

  useEffect(() => {
    if (Part) enhancementFinished(name);
  }, [Part, name]);

  return Part ? <Part /> : null;
}
