import { useEffect } from 'react';
import { AfterHydration } from './after-hydration';
import { listenForChunkErrors } from './chunk-reload-listener';
import { whenEnhanced } from './enhancements';
import { useIdlePrefetchGate } from './idle-prefetch';
import { OnlineNotice } from './online-notice';
import { useServiceWorker } from './service-worker';

// Nothing of these shows before a navigation or the load event: their code comes after hydration.
const loadNavigationProgress = () => import('./navigation-progress').then((module) => module.NavigationProgress);
const loadThirdPartyScripts = () => import('./third-party-scripts').then((module) => module.ThirdPartyScripts);

/**
 * The page-wide behaviours of spec 1 §2/§4/§7 that every layout has: progress bar, online status,
 * chunk-failure reload, idle prefetch, service worker, third-party scripts. (Scroll to top on
 * navigation and restore on back is React Router's <ScrollRestoration /> in the root.)
 */
export function ClientBehaviours() {
  useEffect(listenForChunkErrors, []);
  // Marks the document once React has hydrated and these behaviours run, and the parts that
  // complete themselves right after (enhancements.ts) have (browser tests wait for it).
  useEffect(() => {
    let active = true;
    void whenEnhanced().then(() => {
      if (active) document.documentElement.dataset.hydrated = 'true';
    });
    return () => {
      active = false;
    };
  }, []);
  useIdlePrefetchGate();
  useServiceWorker();
  return (
    <>
      <AfterHydration name="navigation-progress" load={loadNavigationProgress} />
      <OnlineNotice />
      <AfterHydration name="third-party-scripts" load={loadThirdPartyScripts} />
    </>
  );
}
