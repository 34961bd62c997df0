import { atom, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { addNotification, removeNotification, type UiNotification } from './notifications';

/** The notification sidebar's entries (client-only UI state). */
export const notificationsAtom = atom<readonly UiNotification[]>([]);

/** Add or remove notifications by id from any component. */
export function useNotifications(): { add: (item: UiNotification) => void; remove: (id: string) => void } {
  const set = useSetAtom(notificationsAtom);
  return useMemo(
    () => ({
      add: (item: UiNotification) => set((list) => addNotification(list, item)),
      remove: (id: string) => set((list) => removeNotification(list, id)),
    }),
    [set],
  );
}
