import { originOf, widgetSources, type PolicySources } from '../shop/content-security-policy';
import type { ThirdPartyConfig } from './chrome';

/** Where the tag manager's script comes from (third-party-scripts.tsx builds its address). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * What the page's policy must allow for the configured third-party scripts: each one's own
 * origin (a widget loads its script, style sheet, pictures, calls and frames from there), and
 * nothing at all for a script that is not configured. Tags the tag manager's container loads
 * from other origins are not known here and stay blocked.
 */
export function thirdPartySources(config: ThirdPartyConfig): PolicySources {
  return widgetSources([
    originOf(config.consentManagerUrl),
    config.tagManagerId ? TAG_MANAGER_ORIGIN : undefined,
    originOf(config.surveyUrl),
    originOf(config.trustWidget?.scriptUrl),
    originOf(config.reviewWidgetUrl),
    originOf(config.parcelTrackingUrl),
  ]);
}
