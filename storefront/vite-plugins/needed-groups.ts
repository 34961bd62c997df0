/**
 * The groups a module awaits, as the one string argument of its `needMessages` call:
 * 'shop-messages:cart=xX03Gs_W,layout=FyoKTiMg' (group=fingerprint). A string with a prefix of
 * its own, so the build finds every such argument in a chunk (NEEDED_GROUPS) and app/i18n reads it.
 */
const PREFIX = 'shop-messages:';

/** Every quoted argument in a chunk's code, quotes included. */
export const NEEDED_GROUPS = new RegExp(`(["'\`])${PREFIX}[\\w=,-]*\\1`, 'g');

export function neededGroupsArgument(needed: Readonly<Record<string, string>>): string {
  return `${PREFIX}${Object.entries(needed)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, hash]) => `${group}=${hash}`)
    .join(',')}`;
}

/** The groups an argument names, by group. */
export function parseNeededGroups(argument: string): Record<string, string> {
  const groups: Record<string, string> = {};
  for (const pair of argument.replace(/^["'`]|["'`]$/g, '').slice(PREFIX.length).split(',')) {
    const [group, hash] = pair.split('=');
    if (group && hash) groups[group] = hash;
  }
  return groups;
}

/** One argument for all the quoted arguments of a chunk (undefined for none). */
export function joinNeededGroups(quotedArguments: readonly string[]): string | undefined {
  if (quotedArguments.length === 0) return undefined;
  return neededGroupsArgument(Object.assign({}, ...quotedArguments.map(parseNeededGroups)));
}
