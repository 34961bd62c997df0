import { describe, expect, it } from '@jest/globals';
import { readContentDocument } from './content-document';

describe('readContentDocument', () => {
  it('reads the fields of a demo page', () => {
    expect(readContentDocument({
      slug: 'privacy', locale: 'de-CH', title: 'Datenschutz',
      meta: { title: 'Datenschutz', description: 'Alles Wichtige.', robots: 'noindex, nofollow' },
      blocks: [{ type: 'page-title', title: 'Datenschutz' }, 'junk', { no: 'type' }],
    })).toEqual({
      slug: 'privacy', locale: 'de-CH', title: 'Datenschutz', metaTitle: 'Datenschutz', metaDescription: 'Alles Wichtige.', robots: 'noindex, nofollow',
      blocks: [{ type: 'page-title', title: 'Datenschutz' }],
    });
  });

  it('is no document without a blocks list (the backend\'s content: null)', () => {
    expect(readContentDocument(null)).toBeUndefined();
    expect(readContentDocument({ title: 'x' })).toBeUndefined();
    expect(readContentDocument({ blocks: [], meta: { robots: 'whatever' } })).toEqual({ blocks: [] });
  });
});
