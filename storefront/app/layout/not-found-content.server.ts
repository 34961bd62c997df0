import { COUNTRY_SITES } from '@shop/markets';
import { ContentUnavailableError, fetchContentDocument } from '../content/content-source.server';
import type { ShopRequest } from '../shop/shop-context';
import { NOT_FOUND_COMPONENT, notFoundBlocksOf, type NotFoundBlocksAnswer } from './not-found-content';

const json = (body: unknown, status = 200): Response => Response.json(body, { status });

/**
 * GET /not-found-blocks.json?locale=de-CH: the 404 page's optional CMS blocks in a language of the
 * host's country, through the content cache (so /cache-invalidate drops them too), checked and
 * sanitized like every document. A locale of another country is a 400; the CMS having none, or
 * being down, is an empty list (the blocks are optional: the 404 page shows without them).
 */
export async function notFoundBlocksResponse(shop: ShopRequest, request: Request): Promise<Response> {
  const locale = new URL(request.url).searchParams.get('locale') ?? shop.locale;
  const localisation = COUNTRY_SITES[shop.country].localisations.find((l) => l.languageAndCountry === locale);
  if (!localisation) return json({ error: `locale must be one of this country's: ${COUNTRY_SITES[shop.country].localisations.map((l) => l.languageAndCountry).join(', ')}` }, 400);
  let answer: NotFoundBlocksAnswer = { blocks: [] };
  try {
    const document = await fetchContentDocument({ ...shop, locale: localisation.languageAndCountry, language: localisation.language }, 'components', NOT_FOUND_COMPONENT);
    answer = { blocks: notFoundBlocksOf(document?.blocks ?? []) };
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    console.warn(`The 404 page's blocks are unavailable: ${error.message}`);
  }
  return json(answer);
}
