import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger, type INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from '../../../test/test-app.js';
import { DirectoryContentSource, SEO_REDIRECTIONS_FILE } from './directory-content-source.js';

const spyErrors = () => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
const spyWarnings = () => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);

/** CONTENT_DIR serves a folder of documents instead of the demo (what ops deploy, or a CMS export). */
describe('CONTENT_DIR: documents and redirections from a directory (real Nest app)', () => {
  let app: INestApplication;
  let parent: string;
  let root: string;
  let errors: ReturnType<typeof spyErrors> | undefined;
  let warnings: ReturnType<typeof spyWarnings> | undefined;
  const previous = process.env['CONTENT_DIR'];

  const write = (path: string, content: unknown) =>
    writeFileSync(join(root, path), typeof content === 'string' ? content : JSON.stringify(content));

  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'content-dir-'));
    root = join(parent, 'content');
    mkdirSync(join(root, 'pages'), { recursive: true });
    mkdirSync(join(root, 'components'));
    write('pages/home-de-AT.json', { title: 'Startseite aus dem CMS', blocks: [{ type: 'hero', heading: 'Willkommen' }], editor: 'ops' });
    write('pages/shipping-info-cs-CZ.json', { blocks: [{ type: 'rich-text', paragraphs: ['Doprava'] }] });
    write('pages/mixed-de-DE.json', { blocks: [{ type: 'hero' }, { type: 'marquee' }, 'text', { type: 'rich-text' }] });
    write('pages/broken-de-DE.json', '{ "blocks": [');
    write('pages/list-de-DE.json', [{ type: 'hero' }]);
    write('pages/no-blocks-de-DE.json', { title: 'x' });
    write('components/footer-de-AT.json', { blocks: [{ type: 'navigation', columns: [] }] });
    // Files a crafted key must never reach.
    writeFileSync(join(parent, 'secret-de-AT.json'), JSON.stringify({ blocks: [{ type: 'hero', heading: 'SECRET' }] }));
    write('secret-de-AT.json', { blocks: [{ type: 'hero', heading: 'ROOT SECRET' }] });
    write(SEO_REDIRECTIONS_FILE, [
      { sourceUrl: '/alt/', targetURL: '/neu/', redirectionCode: 301 },
      { sourceUrl: '/kaputt/', targetURL: '/x/', redirectionCode: 302 },
    ]);
    process.env['CONTENT_DIR'] = root;
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
    if (previous === undefined) delete process.env['CONTENT_DIR'];
    else process.env['CONTENT_DIR'] = previous;
    rmSync(parent, { recursive: true, force: true });
  });
  afterEach(() => {
    errors?.mockRestore();
    warnings?.mockRestore();
  });

  const get = (path: string) => request(app.getHttpServer()).get(path);
  const captureLogs = () => {
    errors = spyErrors();
    warnings = spyWarnings();
  };

  it('serves a page file as written, fields beyond blocks included', async () => {
    const response = await get('/api/content/pages/home-de-AT.json').expect(200);
    expect(response.body).toEqual({ content: { title: 'Startseite aus dem CMS', blocks: [{ type: 'hero', heading: 'Willkommen' }], editor: 'ops' } });
  });

  it('serves components from components/ and resolves route aliases to the page file', async () => {
    expect((await get('/api/content/components/footer-de-AT.json').expect(200)).body.content.blocks[0].type).toBe('navigation');
    expect((await get('/api/content/pages/dispatch-information-cs-CZ.json').expect(200)).body.content.blocks[0].paragraphs).toEqual(['Doprava']);
  });

  it('has no demo fallback: a page missing from the directory is no content', async () => {
    const response = await get('/api/content/pages/home-sk-SK.json').expect(404);
    expect(response.body.content).toBeNull();
  });

  it('drops blocks the storefront cannot render, and says so', async () => {
    captureLogs();
    const response = await get('/api/content/pages/mixed-de-DE.json').expect(200);
    expect(response.body.content.blocks).toEqual([{ type: 'hero' }, { type: 'rich-text' }]);
    expect(warnings).toHaveBeenCalledWith(expect.stringContaining('unknown block types left out: block 1 (type "marquee"), block 2 (type "text")'));
  });

  it.each([
    ['broken JSON', 'broken-de-DE.json', 'not valid JSON'],
    ['a list instead of a document', 'list-de-DE.json', 'the document is not a JSON object'],
    ['a document without blocks', 'no-blocks-de-DE.json', 'the document has no "blocks" list'],
  ])('answers a file holding %s as no content (404), logging an error for ops, never a 500', async (_case, file, reason) => {
    captureLogs();
    const response = await get(`/api/content/pages/${file}`).expect(404);
    expect(response.body.content).toBeNull();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(reason));
  });

  it.each([
    '..%2Fsecret-de-AT.json',
    '..%2F..%2Fsecret-de-AT.json',
    '%2E%2E%2F%2E%2E%2Fsecret-de-AT.json',
    '..%5C..%5Csecret-de-AT.json',
  ])('never reads outside its folder: %s is refused with 400', async (file) => {
    const response = await get(`/api/content/pages/${file}`).expect(400);
    expect(response.text).not.toContain('SECRET');
  });

  it('reads the registry from seo-redirections.json, leaving out bad rows with a warning', async () => {
    captureLogs();
    expect((await get('/api/content/seo-redirection?sourceUrl=/alt/').expect(200)).body).toEqual({ redirectionCode: 301, targetURL: '/neu/' });
    await get('/api/content/seo-redirection?sourceUrl=/kaputt/').expect(404);
    await get('/api/content/seo-redirection?sourceUrl=/gastronomie/').expect(404);
    expect(warnings).toHaveBeenCalledWith('SEO redirection left out: row 1: redirectionCode must be 301 or 308');
  });

  it('guards its own path building too, should a key ever reach it unchecked', async () => {
    const source = new DirectoryContentSource(root);
    await expect(source.document({ kind: 'pages', slug: '../../secret', locale: 'de-AT' })).rejects.toThrow('refusing to read outside the content directory');
    await expect(source.document({ kind: 'pages', slug: 'home', locale: 'de-AT' })).resolves.toMatchObject({ title: 'Startseite aus dem CMS' });
  });
});
