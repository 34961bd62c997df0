/**
 * How a campaign is named to shoppers: its store name in title case, words split at '_' and '-'
 * (black_friday → "Black Friday"). Reading chosen: the store's campaign list carries only the
 * campaignName (spec 1 §3), and a campaign keeps its marketed name in every language.
 */
export function campaignTitle(campaignName: string): string {
  return campaignName
    .split(/[_-]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
