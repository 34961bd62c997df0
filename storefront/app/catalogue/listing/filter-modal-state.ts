import { atom } from 'jotai';

/**
 * Spec 1 §3 client UI state: isFilterModalOpen (default false). Only the enhanced page uses it;
 * without JavaScript the filter panel opens as the #filters target.
 */
export const isFilterModalOpenAtom = atom(false);
