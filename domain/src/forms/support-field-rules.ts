import {
  ALWAYS_REQUIRED_SUPPORT_FIELDS,
  REQUIRED_WHEN_SHOWN,
  SUPPORT_BASE_FIELDS,
  SUPPORT_EXTRA_FIELDS,
  type SupportExtraField,
  type SupportField,
  type SupportRequestForm,
} from './support-form.js';
import { isSupportSubreason, SUPPORT_SUBREASONS, type SubreasonRule } from './support-reasons.js';

const ruleFor = (subreason: string): SubreasonRule | undefined =>
  isSupportSubreason(subreason) ? SUPPORT_SUBREASONS[subreason] : undefined;

/** The extra fields a subreason shows; none until a known subreason is chosen. */
export const shownExtraFields = (subreason: string): readonly SupportExtraField[] => ruleFor(subreason)?.shows ?? [];

/** Every field the form shows for a subreason: the base fields, then its extra fields. */
export const shownSupportFields = (subreason: string): SupportField[] => [
  ...SUPPORT_BASE_FIELDS,
  ...shownExtraFields(subreason),
];

/** Spec 2 §5: the always-required fields, the shown ones required when shown, and the subreason's own. */
export function requiredSupportFields(subreason: string): SupportField[] {
  const rule = ruleFor(subreason);
  const extra = (rule?.shows ?? []).filter(
    (field) => REQUIRED_WHEN_SHOWN.includes(field) || (rule?.alsoRequires ?? []).includes(field),
  );
  return [...ALWAYS_REQUIRED_SUPPORT_FIELDS, ...extra];
}

/**
 * The form as it should be sent: extra fields the subreason hides are emptied, so a value typed
 * under a previous subreason does not reach the CRM.
 */
export function clearHiddenSupportFields(form: SupportRequestForm): SupportRequestForm {
  const shown = shownExtraFields(form.subreason);
  const cleared = Object.fromEntries(
    SUPPORT_EXTRA_FIELDS.filter((field) => !shown.includes(field)).map((field) => [field, '']),
  );
  return { ...form, ...cleared };
}
