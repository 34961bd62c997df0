import { useAtom } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, type ComponentType } from 'react';
import { useCloseOnRouteChange } from '../ui/close-on-route-change';
import { useLocalPath } from '../shop/shell';
import { supportDialogAtom } from './support-dialog-state';
import { SUPPORT_PATH } from './support-outcome';

/** The dialog's code did not load: the page of the form opens instead, as without JavaScript. */
function DialogUnavailable() {
  const local = useLocalPath();
  useEffect(() => window.location.assign(local(SUPPORT_PATH)), [local]);
  return null;
}

type DialogProps = Parameters<typeof import('./support-dialog').SupportDialog>[0];

const SupportDialog = lazy(() =>
  import('./support-dialog').then(
    (module): { default: ComponentType<DialogProps> } => ({ default: module.SupportDialog }),
    (): { default: ComponentType<DialogProps> } => ({ default: DialogUnavailable }),
  ),
);

/**
 * Where the support form's dialog mounts (spec 2 §2: a modal from the header's contact button and
 * the product page), once, in the layout; its code loads when it first opens. A route change
 * closes it.
 */
export function SupportDialogHost() {
  const [dialog, setDialog] = useAtom(supportDialogAtom);
  const close = useCallback(() => setDialog(null), [setDialog]);
  useCloseOnRouteChange(close);
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <SupportDialog prefill={dialog.prefill} onClose={close} />
    </Suspense>
  );
}
