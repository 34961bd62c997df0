import type { Brand, CategoryNode, DescriptionTemplates } from './vocabulary-types.js';
import { CATERING } from './departments/catering.js';
import { WORKSHOP } from './departments/workshop.js';
import { MACHINERY } from './departments/machinery.js';
import { AGRICULTURE } from './departments/agriculture.js';
import { CLEANING } from './departments/cleaning.js';
import { OFFICE } from './departments/office.js';
import { MEASUREMENT } from './departments/measurement.js';
import { BEAUTY } from './departments/beauty.js';
import { WELLNESS } from './departments/wellness.js';
import { HOME_AND_GARDEN } from './departments/home-and-garden.js';
import { BRANDS } from './brands.js';
import { DESCRIPTION_TEMPLATES } from './description-templates.js';

export * from './vocabulary-types.js';

/** The ten departments of spec 1 §1, in the order the category bar shows them. */
export const DEPARTMENTS: readonly CategoryNode[] = [
  CATERING, WORKSHOP, MACHINERY, AGRICULTURE, CLEANING, OFFICE, MEASUREMENT, BEAUTY, WELLNESS, HOME_AND_GARDEN,
];

export const VOCABULARY: { departments: readonly CategoryNode[]; brands: readonly Brand[]; templates: DescriptionTemplates } = {
  departments: DEPARTMENTS,
  brands: BRANDS,
  templates: DESCRIPTION_TEMPLATES,
};
