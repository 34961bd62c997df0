import { describe, expect, it } from '@jest/globals';
import { linkBlocksOf } from './not-found-content';

describe('linkBlocksOf (the 404 page’s CMS blocks)', () => {
  it('keeps the department and trusted-brand blocks with their site links', () => {
    const content = {
      blocks: [
        { type: 'department-block', heading: 'Shop by department', departments: [{ key: 'office', name: 'Office', url: '/office/' }] },
        { type: 'trusted-brands', heading: 'Trusted brands', brands: [{ key: 'm', name: 'Mensora', url: '/search?[refinementList][brand][0]=Mensora' }] },
        { type: 'hero', heading: 'Other' },
      ],
    };
    expect(linkBlocksOf(content)).toEqual([
      { type: 'department-block', heading: 'Shop by department', links: [{ key: 'office', name: 'Office', url: '/office/' }] },
      { type: 'trusted-brands', heading: 'Trusted brands', links: [{ key: 'm', name: 'Mensora', url: '/search?[refinementList][brand][0]=Mensora' }] },
    ]);
  });
  it('drops links that leave the site and blocks left empty', () => {
    const content = { blocks: [{ type: 'department-block', heading: 'X', departments: [{ name: 'Evil', url: '//evil.example' }, { name: 'Abs', url: 'https://x' }] }] };
    expect(linkBlocksOf(content)).toEqual([]);
  });
  it('answers nothing for missing or malformed content', () => {
    expect(linkBlocksOf(null)).toEqual([]);
    expect(linkBlocksOf({ blocks: 'no' })).toEqual([]);
  });
});
