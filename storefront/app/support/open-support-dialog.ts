import type { SupportPrefill } from '@shop/domain';
import { useSetAtom } from 'jotai';
import type { MouseEvent } from 'react';
import { supportDialogAtom } from './support-dialog-state';

/**
 * A link to /support/ that, once the page runs its script, opens the form as a dialog instead
 * (spec 2 §2); a click meant for a new tab or window still follows the link, and so does every
 * click without JavaScript.
 */
export function useOpenSupportDialog(): (prefill: SupportPrefill | null) => (event: MouseEvent<HTMLAnchorElement>) => void {
  const open = useSetAtom(supportDialogAtom);
  return (prefill) => (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open({ prefill });
  };
}
