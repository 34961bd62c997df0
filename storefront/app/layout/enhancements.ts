/**
 * Parts of the page that become their full selves only after hydration (the quick search loads
 * its code then). The document's `data-hydrated` mark (client-behaviours.tsx), which says that the
 * page's handlers are attached, waits for them, so whoever waits for it (browser tests, above all)
 * finds the page as it stays.
 */
const pending = new Map<string, Promise<void>>();
const finishers = new Map<string, () => void>();

/** Announces a part that will be ready later; once per part and page load. */
export function enhancementStarted(name: string): void {
  if (pending.has(name)) return;
  pending.set(name, new Promise<void>((resolve) => finishers.set(name, resolve)));
}

/** The part is ready (or has given up: the page works without it). */
export function enhancementFinished(name: string): void {
  finishers.get(name)?.();
}

/** Resolves once every part announced so far is ready. */
export function whenEnhanced(): Promise<void> {
  return Promise.all(pending.values()).then(() => undefined);
}
