import { hiddenFields, parseListingState } from './listing-state';

/**
 * What a listing form sends when JavaScript submits it: its own fields, plus the rest of the
 * listing's state read from the newest URL at that moment, not from the hidden fields of the last
 * render. The router changes the address bar before React has re-rendered the page (its state
 * updates are transitions), and a shopper may change the page size while a sort is still loading:
 * hidden fields from the render before would silently drop that sort.
 */
export function latestFormQuery(latestSearch: string, ownFields: readonly (readonly [string, string])[], without: readonly string[]): URLSearchParams {
  const { state } = parseListingState(new URLSearchParams(latestSearch), { allowQuery: true });
  return new URLSearchParams([...hiddenFields(state, without), ...ownFields.map(([name, value]) => [name, value] as [string, string])]);
}

/** A form's own (visible) fields: hidden fields are the render's copy of the state, left out. */
export function ownFormFields(form: HTMLFormElement): [string, string][] {
  const fields: [string, string][] = [];
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !element.name || element.disabled) continue;
    if (element instanceof HTMLInputElement && element.type === 'hidden') continue;
    fields.push([element.name, element.value]);
  }
  return fields;
}
