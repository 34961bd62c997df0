import type { ContentDocument } from '../../content-document.js';
import { departmentBlock, trustedBrands } from '../demo-catalogue-blocks.js';
import type { DemoLocale } from '../demo-locale.js';
import { componentDocument } from '../pages/page-document.js';

/** The optional blocks of the not-found page (spec 1 §2: shop by department, trusted brands). */
export const pageNotFound = (l: DemoLocale): ContentDocument =>
  componentDocument(l, 'page-not-found', [departmentBlock(l), trustedBrands(l)]);
