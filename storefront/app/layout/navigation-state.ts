import { atom } from 'jotai';

/** Spec 1 §3's client UI state: the category menu (navigation drawer) is closed by default. */
export const isNavigationOpenAtom = atom(false);
