/** Spec 1 §2: the alternative home slug redirects to the home slug '/'. */
export const HOME_SLUG_ALIAS = 'home';

export const withoutHomeAlias = (segments: readonly string[]): readonly string[] =>
  segments.length === 1 && segments[0] === HOME_SLUG_ALIAS ? [] : segments;
