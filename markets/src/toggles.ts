/** Query parameters that override a toggle start with this: `?toggleRecommendations=false`. */
export const TOGGLE_QUERY_PREFIX = 'toggle';

/** Client feature toggles, as opposed to the store's switches: on or off per request. */
export const DEFAULT_TOGGLES = {
  recommendations: true,
} as const satisfies Readonly<Record<string, boolean>>;

export type FeatureToggles = { readonly [K in keyof typeof DEFAULT_TOGGLES]: boolean };

/** A parsed query string: string, repeated (array) or absent values; anything else is ignored. */
export type ToggleQuery = Readonly<Record<string, unknown>>;

/** `recommendations` → `toggleRecommendations`. */
export const toggleQueryParameter = (toggle: string): string =>
  `${TOGGLE_QUERY_PREFIX}${toggle.charAt(0).toUpperCase()}${toggle.slice(1)}`;

const TRUE_VALUES = ['', 'true', '1', 'on', 'yes'];
const FALSE_VALUES = ['false', '0', 'off', 'no'];

function parseToggleValue(value: unknown): boolean | undefined {
  // A repeated parameter counts by its last occurrence, as a later link parameter overrides an earlier one.
  const raw = Array.isArray(value) ? value.at(-1) : value;
  if (typeof raw !== 'string') return undefined;
  const normalised = raw.trim().toLowerCase();
  if (TRUE_VALUES.includes(normalised)) return true;
  if (FALSE_VALUES.includes(normalised)) return false;
  return undefined;
}

/**
 * Applies `toggle<Name>=<value>` overrides to the defaults. Parameter names match
 * case-insensitively; a bare `?toggleX` means on; unknown toggles and unreadable values are
 * ignored so a mistyped link cannot switch anything off by accident.
 */
export function resolveToggles<T extends Readonly<Record<string, boolean>>>(
  defaults: T,
  query: ToggleQuery,
): { readonly [K in keyof T]: boolean } {
  const byParameter = new Map(Object.entries(query).map(([name, value]) => [name.toLowerCase(), value]));
  const resolved: Record<string, boolean> = { ...defaults };
  for (const toggle of Object.keys(defaults)) {
    const override = parseToggleValue(byParameter.get(toggleQueryParameter(toggle).toLowerCase()));
    if (override !== undefined) resolved[toggle] = override;
  }
  return resolved as { readonly [K in keyof T]: boolean };
}
