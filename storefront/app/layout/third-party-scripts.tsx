import { useEffect } from 'react';
import { useShell } from '../shop/shell';
import { TAG_MANAGER_ORIGIN } from './third-party-sources';
import { allowsTracking, CONSENT_EVENT, consentCookie, consentFromEvent, grantedConsent } from './consent';

/** Adds a third-party script once (by id), async, so it never blocks rendering. */
export function loadThirdPartyScript(id: string, src: string, attributes: Readonly<Record<string, string>> = {}): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
}

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };

function loadTagManager(containerId: string): void {
  const target = window as WindowWithDataLayer;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  loadThirdPartyScript('tag-manager', `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`);
}

/** After the page has loaded: run `start` once the window's load event has fired. */
function afterLoad(start: () => void): () => void {
  if (document.readyState === 'complete') {
    const timer = window.setTimeout(start, 0);
    return () => window.clearTimeout(timer);
  }
  window.addEventListener('load', start, { once: true });
  return () => window.removeEventListener('load', start);
}

/**
 * The chrome's third-party scripts (spec 1 §7), each only when configured, all after the page's
 * load event: the consent manager; the trust widget when the header shows it; the tag manager and
 * the survey only once the shopper has consented to analytics (never without a consent manager).
 */
export function ThirdPartyScripts() {
  const { chrome, features } = useShell();
  const config = chrome.thirdParty;
  const trustScript = features.trustpilot_in_header_enabled ? config.trustWidget?.scriptUrl : undefined;

  useEffect(() => {
    if (!config.consentManagerUrl && !trustScript) return undefined;
    const loadTracking = () => {
      if (config.tagManagerId) loadTagManager(config.tagManagerId);
      if (config.surveyUrl) loadThirdPartyScript('survey', config.surveyUrl);
    };
    const onConsent = (event: Event) => {
      const granted = consentFromEvent((event as CustomEvent).detail);
      document.cookie = consentCookie(granted);
      if (allowsTracking(granted)) loadTracking();
    };
    const stop = afterLoad(() => {
      if (trustScript) loadThirdPartyScript('trust-widget', trustScript);
      if (!config.consentManagerUrl) return;
      window.addEventListener(CONSENT_EVENT, onConsent);
      if (allowsTracking(grantedConsent(document.cookie))) loadTracking();
      loadThirdPartyScript('consent-manager', config.consentManagerUrl);
    });
    return () => {
      stop();
      window.removeEventListener(CONSENT_EVENT, onConsent);
    };
  }, [config, trustScript]);

  return null;
}
