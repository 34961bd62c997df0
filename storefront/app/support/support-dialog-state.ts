import type { SupportPrefill } from '@shop/domain';
import { atom } from 'jotai';

/** The support form's dialog: closed (null), or open with the product page's pre-fill (or none). */
export const supportDialogAtom = atom<{ readonly prefill: SupportPrefill | null } | null>(null);
