import { useRef, type FormEvent } from 'react';
import { useLocation, useNavigation, useSubmit } from 'react-router';
import { latestFormQuery, ownFormFields } from './latest-form-query';

/**
 * Submits a listing's GET form with JavaScript from the newest state (latest-form-query.ts): a
 * navigation still loading on this page if there is one, else the address bar. Without
 * JavaScript the form posts its hidden fields as rendered, which is then always current.
 */
export function useLatestListingSubmit(without: readonly string[]): (form: HTMLFormElement) => void {
  const submit = useSubmit();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const pending = useRef<string | undefined>(undefined);
  pending.current = navigation.location?.pathname === pathname ? navigation.location.search : undefined;
  return (form) => {
    const latest = pending.current ?? window.location.search;
    submit(latestFormQuery(latest, ownFormFields(form), without), { method: 'get', action: pathname, preventScrollReset: true });
  };
}

/** onSubmit for a listing form: the router navigation from the newest state instead of the browser's. */
export function useLatestListingFormSubmit(without: readonly string[]): (event: FormEvent<HTMLFormElement>) => void {
  const send = useLatestListingSubmit(without);
  return (event) => {
    event.preventDefault();
    send(event.currentTarget);
  };
}
