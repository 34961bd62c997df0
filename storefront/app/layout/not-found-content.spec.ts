import { describe, expect, it } from '@jest/globals';
import { notFoundBlocksOf } from './not-found-content';

describe('notFoundBlocksOf (the 404 page’s CMS blocks)', () => {
  const department = { type: 'department-block', heading: 'Shop by department', departments: [{ key: 'office', name: 'Office', url: '/office/' }] };
  const brands = { type: 'trusted-brands', heading: 'Trusted brands', brands: [{ key: 'm', name: 'Mensora', url: '/search?[refinementList][brand][0]=Mensora' }] };

  it('keeps the blocks the renderer draws from their props, as written and in order', () => {
    const text = { type: 'rich-text', paragraphs: ['Try the search.'] };
    expect(notFoundBlocksOf([department, text, brands])).toEqual([department, text, brands]);
  });

  it('leaves out product blocks (no loader searches for a 404) and title blocks (the 404 view is the h1)', () => {
    const listing = { type: 'product-listing', query: { filters: { tags: ['new'] } } };
    const hero = { type: 'hero', heading: 'Welcome' };
    const pageTitle = { type: 'page-title', title: 'Oops' };
    expect(notFoundBlocksOf([hero, department, listing, pageTitle, brands])).toEqual([department, brands]);
  });

  it('leaves out a container holding one of them, and keeps one that does not', () => {
    const gridWithProducts = { type: 'grid', blocks: [department, { type: 'product-zone', query: {} }] };
    const tabsWithHero = { type: 'tabs', tabs: [{ label: 'A', blocks: [{ type: 'hero', heading: 'x' }] }] };
    const plainGrid = { type: 'grid', blocks: [brands] };
    expect(notFoundBlocksOf([gridWithProducts, tabsWithHero, plainGrid])).toEqual([plainGrid]);
  });

  it('answers nothing for no blocks', () => {
    expect(notFoundBlocksOf([])).toEqual([]);
  });
});
