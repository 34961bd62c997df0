import { describe, expect, it } from '@jest/globals';
import type { ContentBlock } from '../content-document';
import { sanitizeBlocksHtml } from './block-html.server';
import { MAX_CMS_HTML_LENGTH } from './html-policy.server';

const HOSTILE = '<p>Hello <b>you</b></p><script>alert(1)</script><img src=x onerror=alert(2)>';
const CLEAN = { sanitizedHtml: '<p>Hello <b>you</b></p>' };

describe('sanitizeBlocksHtml (every HTML field of a document, cleaned on the server)', () => {
  const lines: string[] = [];
  const run = (blocks: ContentBlock[]) => sanitizeBlocksHtml(blocks, 'pages/x-sk-SK', (line) => lines.push(line));

  it('replaces the html of html-injection and rich text by its sanitized form, other props untouched', () => {
    expect(run([
      { type: 'html-injection', heading: 'Note', html: HOSTILE, fallback: 'Plain' },
      { type: 'rich-text', html: HOSTILE },
      { type: 'rich-text', paragraphs: ['<b>stays text</b>'] },
      { type: 'hero', heading: 'Hi', html: '<script>not read</script>' },
    ])).toEqual([
      { type: 'html-injection', heading: 'Note', html: CLEAN, fallback: 'Plain' },
      { type: 'rich-text', html: CLEAN },
      { type: 'rich-text', paragraphs: ['<b>stays text</b>'] },
      { type: 'hero', heading: 'Hi', html: '<script>not read</script>' },
    ]);
  });

  it('cleans the sections of rich-text-multiple', () => {
    expect(run([{ type: 'rich-text-multiple', sections: [{ heading: 'A', html: HOSTILE }, { paragraphs: ['b'] }, 'junk'] }])).toEqual([
      { type: 'rich-text-multiple', sections: [{ heading: 'A', html: CLEAN }, { paragraphs: ['b'] }, 'junk'] },
    ]);
  });

  it('cleans blocks nested in grids and tabs', () => {
    expect(run([
      { type: 'grid', blocks: [{ type: 'html-injection', html: HOSTILE }] },
      { type: 'tabs', tabs: [{ label: 'One', blocks: [{ type: 'grid', blocks: [{ type: 'rich-text', html: HOSTILE }] }] }] },
    ])).toEqual([
      { type: 'grid', blocks: [{ type: 'html-injection', html: CLEAN }] },
      { type: 'tabs', tabs: [{ label: 'One', blocks: [{ type: 'grid', blocks: [{ type: 'rich-text', html: CLEAN }] }] }] },
    ]);
  });

  it('drops an html field that is not a string, so the CMS cannot send one that looks sanitized', () => {
    expect(run([
      { type: 'html-injection', html: { sanitizedHtml: '<script>alert(1)</script>' }, fallback: 'Plain' },
      { type: 'rich-text', html: 42 },
    ])).toEqual([
      { type: 'html-injection', fallback: 'Plain' },
      { type: 'rich-text' },
    ]);
  });

  it('drops html that is nothing once cleaned, or longer than the limit (with a log line)', () => {
    lines.length = 0;
    expect(run([
      { type: 'html-injection', html: '<script>alert(1)</script>' },
      { type: 'html-injection', html: `<p>${'x'.repeat(MAX_CMS_HTML_LENGTH)}</p>` },
    ])).toEqual([{ type: 'html-injection' }, { type: 'html-injection' }]);
    expect(lines).toEqual([expect.stringContaining('pages/x-sk-SK html-injection dropped')]);
  });
});
