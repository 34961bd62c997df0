import type { ChromeLinks, SocialLink, ThirdPartyConfig, TrustWidgetConfig } from './chrome';

/** The environment variables the chrome reads (documented in the README's configuration table). */
export type ChromeEnv = Readonly<Record<string, string | undefined>>;

export interface ChromeConfig {
  readonly links: ChromeLinks;
  readonly thirdParty: ThirdPartyConfig;
  /** Variables that were set but could not be used, to log once at start. */
  readonly problems: readonly string[];
}

/** Social networks the footer knows an icon and name for. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'linkedin', 'x', 'tiktok', 'pinterest'] as const;

const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;
const PLAIN_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Only https addresses load into a shopper's page (http on loopback, for local trials). */
function webAddress(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return url.protocol === 'https:' || (url.protocol === 'http:' && loopback) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** `SOCIAL_LINKS="facebook=https://…,instagram=https://…"`, in the order written. */
export function parseSocialLinks(value: string | undefined, problems: string[] = []): SocialLink[] {
  const links: SocialLink[] = [];
  for (const entry of (value ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const at = entry.indexOf('=');
    const network = entry.slice(0, at).trim().toLowerCase();
    const url = webAddress(entry.slice(at + 1));
    if (at <= 0 || !(SOCIAL_NETWORKS as readonly string[]).includes(network) || !url) problems.push(`SOCIAL_LINKS entry "${entry}"`);
    else if (!links.some((link) => link.network === network)) links.push({ network, url });
  }
  return links;
}

/**
 * The chrome's deployment settings from the environment: external links and third-party scripts.
 * Nothing is on by default; a value that is set but unusable is left out and reported.
 */
export function chromeConfigFromEnv(env: ChromeEnv): ChromeConfig {
  const problems: string[] = [];
  const address = (name: string): string | undefined => {
    const url = webAddress(env[name]);
    if (env[name]?.trim() && !url) problems.push(`${name} (not an https address)`);
    return url;
  };
  const id = (name: string, pattern: RegExp): string | undefined => {
    const value = env[name]?.trim();
    if (value && !pattern.test(value)) problems.push(`${name} (unexpected format)`);
    return value && pattern.test(value) ? value : undefined;
  };

  const careers = address('CAREERS_URL');
  const returnsPortal = address('RETURNS_PORTAL_URL');
  const links: ChromeLinks = {
    ...(careers ? { careers } : {}),
    ...(returnsPortal ? { returnsPortal } : {}),
    social: parseSocialLinks(env.SOCIAL_LINKS, problems),
  };

  const businessId = id('TRUST_WIDGET_BUSINESS_ID', PLAIN_ID);
  const reviewsUrl = address('TRUST_REVIEWS_URL');
  const trustScript = address('TRUST_WIDGET_SCRIPT_URL');
  const templateId = id('TRUST_WIDGET_TEMPLATE_ID', PLAIN_ID);
  if ((businessId || trustScript) && !(businessId && reviewsUrl)) problems.push('TRUST_WIDGET_* (needs TRUST_WIDGET_BUSINESS_ID and TRUST_REVIEWS_URL)');
  const trustWidget: TrustWidgetConfig | undefined =
    businessId && reviewsUrl
      ? { businessId, reviewsUrl, ...(trustScript ? { scriptUrl: trustScript } : {}), ...(templateId ? { templateId } : {}) }
      : undefined;

  const consentManagerUrl = address('CONSENT_MANAGER_URL');
  const tagManagerId = id('TAG_MANAGER_ID', TAG_MANAGER_ID);
  const surveyUrl = address('SURVEY_SCRIPT_URL');
  const reviewWidgetUrl = address('REVIEW_WIDGET_SCRIPT_URL');
  const parcelTrackingUrl = address('PARCEL_TRACKING_SCRIPT_URL');
  if ((tagManagerId || surveyUrl) && !consentManagerUrl) {
    problems.push('TAG_MANAGER_ID / SURVEY_SCRIPT_URL without CONSENT_MANAGER_URL (they wait for a consent nobody can give)');
  }
  const thirdParty: ThirdPartyConfig = {
    ...(consentManagerUrl ? { consentManagerUrl } : {}),
    ...(tagManagerId ? { tagManagerId } : {}),
    ...(surveyUrl ? { surveyUrl } : {}),
    ...(trustWidget ? { trustWidget } : {}),
    ...(reviewWidgetUrl ? { reviewWidgetUrl } : {}),
    ...(parcelTrackingUrl ? { parcelTrackingUrl } : {}),
  };
  return { links, thirdParty, problems };
}
