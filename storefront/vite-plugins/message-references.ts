/** Quoted or back-quoted text shaped like a message id: words joined by dots ('layout.cart'). */
const QUOTED = /(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g;
/** A template literal's text before its first `${`, ending in a dot: a family of ids (`account.section.${section}`). */
const TEMPLATE_HEAD = /`([A-Za-z][\w-]*(?:\.[\w-]+)*\.)\$\{/g;

/**
 * The message ids a module's source names: each quoted id, and every id a template literal's
 * head (`checkout.step.${step}`) can become. A module that renders a message names its id, or
 * hands on an id another module names (which then loads it): the shop builds no id from parts
 * that are not in a literal's head. A quoted word that happens to be an id costs a group more,
 * never a message less.
 */
export function referencedMessageIds(source: string, ids: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const [, , text] of source.matchAll(QUOTED)) if (ids.has(text!)) found.add(text!);
  const heads = [...source.matchAll(TEMPLATE_HEAD)].map(([, head]) => head!);
  if (heads.length > 0) for (const id of ids) if (heads.some((head) => id.startsWith(head))) found.add(id);
  return found;
}
