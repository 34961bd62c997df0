import type { Brand } from './vocabulary-types.js';

/**
 * Invented, pronounceable demo brands (no real trademarks). Five own brands with brand pages,
 * seven trusted third-party brands, one of which (Dravik Instruments) covers its instruments
 * only through its own warranty programme, so the shop sells no guarantee for them. Every name starts with a consonant, so description templates
 * that put an article before `{brand}` (Hungarian "a", for example) read correctly.
 */
export const BRANDS: readonly Brand[] = [
  { key: 'hartmoor', name: 'Hartmoor', own: true },
  { key: 'velbrenn-pro', name: 'Velbrenn Pro', own: true },
  { key: 'lindqvar', name: 'Lindqvar', own: true },
  { key: 'terravik', name: 'Terravik', own: true },
  { key: 'kalmeno-line', name: 'Kalmeno Line', own: true },
  { key: 'mensora', name: 'Mensora', own: false },
  { key: 'brixholm', name: 'Brixholm', own: false },
  { key: 'quellmark', name: 'Quellmark', own: false },
  { key: 'pellmora', name: 'Pellmora', own: false },
  { key: 'dravik-instruments', name: 'Dravik Instruments', own: false, makerWarrantyOnly: true },
  { key: 'solvendi', name: 'Solvendi', own: false },
  { key: 'vantelli', name: 'Vantelli', own: false },
];
