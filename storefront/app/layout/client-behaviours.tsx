import { useEffect } from 'react';
import { listenForChunkErrors } from './chunk-reload-listener';
import { useIdlePrefetchGate } from './idle-prefetch';
import { NavigationProgress } from './navigation-progress';
import { OnlineNotice } from './online-notice';
import { useServiceWorker } from './service-worker';
import { ThirdPartyScripts } from './third-party-scripts';

/**
 * The page-wide behaviours of spec 1 §2/§4/§7 that every layout has: progress bar, online status,
 * chunk-failure reload, idle prefetch, service worker, third-party scripts. (Scroll to top on
 * navigation and restore on back is React Router's <ScrollRestoration /> in the root.)
 */
export function ClientBehaviours() {
  useEffect(listenForChunkErrors, []);
  // Marks the document once React has hydrated and these behaviours run (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useIdlePrefetchGate();
  useServiceWorker();
  return (
    <>
      <NavigationProgress />
      <OnlineNotice />
      <ThirdPartyScripts />
    </>
  );
}
