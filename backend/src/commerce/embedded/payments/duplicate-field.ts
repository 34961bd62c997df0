import type { CommerceError } from '../../port/commerce-error.js';
import { invalidInput } from '../../port/commerce-error.js';

/** commercetools' DuplicateField, worded as the document store words a duplicate key. */
export const duplicateField = (field: string, value: string): CommerceError =>
  invalidInput(`A duplicate value '"${value}"' exists for field '${field}'.`, 'DuplicateField', { field, duplicateValue: value });
