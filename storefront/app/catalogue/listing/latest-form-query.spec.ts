import { describe, expect, it } from '@jest/globals';
import { latestFormQuery } from './latest-form-query';

const pairs = (query: URLSearchParams) => [...query.entries()];

describe('a listing form submitted from the newest URL', () => {
  it('keeps the sort and price the address bar already has when the page size changes', () => {
    const latest = '?[refinementList][brand][0]=Mensora&[range][price]=100:500&sort=price-asc';
    expect(pairs(latestFormQuery(latest, [['hitsPerPage', '12']], ['hitsPerPage']))).toEqual([
      ['[refinementList][brand][0]', 'Mensora'],
      ['[range][price]', '100:500'],
      ['sort', 'price-asc'],
      ['hitsPerPage', '12'],
    ]);
  });

  it('lets the form own its key: the old value is not sent twice', () => {
    expect(pairs(latestFormQuery('?sort=newest&hitsPerPage=48', [['sort', 'price-desc']], ['sort']))).toEqual([
      ['hitsPerPage', '48'],
      ['sort', 'price-desc'],
    ]);
  });

  it('starts again at page 1, as every change of the listing does', () => {
    expect(pairs(latestFormQuery('?sort=newest&page=4', [['hitsPerPage', '36']], ['hitsPerPage']))).toEqual([
      ['sort', 'newest'],
      ['hitsPerPage', '36'],
    ]);
  });

  it('reads a pending price form still spelt as its two fields', () => {
    expect(pairs(latestFormQuery('?priceMin=20&priceMax=80', [['sort', 'price-asc']], ['sort']))).toEqual([
      ['[range][price]', '20:80'],
      ['sort', 'price-asc'],
    ]);
  });

  it('keeps the search term on the search page', () => {
    expect(pairs(latestFormQuery('?query=oven%20tray', [['sort', 'newest']], ['sort']))).toEqual([
      ['query', 'oven tray'],
      ['sort', 'newest'],
    ]);
  });
});
