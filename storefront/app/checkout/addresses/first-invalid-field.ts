/** Spec 2 §4 "before submit": the view scrolls to the first invalid field with this offset. */
export const FIRST_INVALID_OFFSET = -50;

/**
 * Scrolls the first invalid field of the form into view (50 px above it) and focuses it, so a
 * keyboard or screen-reader user lands on the message too.
 */
export function revealFirstInvalid(form: HTMLFormElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: field.getBoundingClientRect().top + window.scrollY + FIRST_INVALID_OFFSET, behavior: reduced ? 'auto' : 'smooth' });
  field.focus({ preventScroll: true });
}
