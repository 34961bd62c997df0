import { COUNTRY_SITES } from '@shop/markets';
import type { ShopRequest } from '../../shop/shop-context';
import { ContentUnavailableError, fetchContentDocument } from '../content-source.server';
import { productQueries, searchBlockProducts } from './block-products.server';
import type { LaterRowsAnswer } from './later-rows';

const json = (body: unknown, status = 200): Response => Response.json(body, { status });

// A CMS slug as the backend takes it (lower-case words joined by '-' or '_', at most 100
// characters); a block path is indexes from the top ("5", "3.1", "4.g2").
const PAGE = /^(?=.{1,100}$)[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const BLOCK_PATH = /^\d{1,3}(\.g?\d{1,3}){0,5}$/;
const MAX_PATHS = 20;

/**
 * GET /block-products.json?page=home&locale=sk-SK&paths=4,5: the products of a CMS page's rows
 * below the first screen, asked by the browser once the page is drawn. Only queries the page's
 * document holds are run (the document through the content cache), in the page's language and
 * with its product links. A bad parameter is a 400 naming it; a page the CMS does not have a 404;
 * a path that is no product block of it (the CMS changed since the page was drawn) is left out.
 */
export async function laterRowsResponse(shop: ShopRequest, request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const page = query.get('page') ?? '';
  if (!PAGE.test(page)) return json({ error: 'page must be a CMS page slug' }, 400);
  const site = COUNTRY_SITES[shop.country];
  const localisation = site.localisations.find((candidate) => candidate.languageAndCountry === query.get('locale'));
  if (!localisation) return json({ error: `locale must be one of this country's: ${site.localisations.map((l) => l.languageAndCountry).join(', ')}` }, 400);
  const paths = (query.get('paths') ?? '').split(',');
  if (paths.length > MAX_PATHS || !paths.every((path) => BLOCK_PATH.test(path))) return json({ error: `paths must be up to ${MAX_PATHS} block paths, comma-separated` }, 400);

  const { language } = localisation;
  const local: ShopRequest = { ...shop, locale: localisation.languageAndCountry, language, languagePrefix: language === site.defaultLanguage ? '' : `/${language}` };
  let document;
  try {
    document = await fetchContentDocument(local, 'pages', page);
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    console.warn(`Product rows unavailable: ${error.message}`);
    return json({ error: 'content unavailable' }, 503);
  }
  if (!document) return json({ error: `no CMS page ${page}` }, 404);
  const wanted = new Set(paths);
  const queries = new Map([...productQueries(document.blocks)].filter(([path]) => wanted.has(path)));
  const rows = searchBlockProducts(local, queries);
  const answer: LaterRowsAnswer = Object.fromEntries(await Promise.all(Object.entries(rows).map(async ([path, row]) => [path, await row] as const)));
  return json(answer);
}
