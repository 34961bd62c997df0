/** Parameters Algolia clients send as numbers inside the URL-encoded `params` string. */
const INTEGER_PARAMS = new Set(['page', 'hitsPerPage', 'maxValuesPerFacet', 'offset', 'length']);
/** Boolean parameters; `typoTolerance` also takes 'min' and 'strict', which stay text. */
const BOOLEAN_PARAMS = new Set(['clickAnalytics', 'analytics', 'typoTolerance', 'getRankingInfo', 'facetingAfterDistinct']);
/** List parameters: a JSON array, or (facets and attribute lists) comma-separated names. */
const LIST_PARAMS = new Set(['facets', 'attributesToRetrieve', 'attributesToHighlight', 'attributesToSnippet', 'analyticsTags', 'ruleContexts']);
const NESTED_PARAMS = new Set(['facetFilters', 'numericFilters', 'tagFilters', 'optionalFilters']);

function decodeValue(name: string, text: string): unknown {
  if (INTEGER_PARAMS.has(name) && /^\d+$/.test(text)) return Number(text);
  if (BOOLEAN_PARAMS.has(name) && (text === 'true' || text === 'false')) return text === 'true';
  if ((LIST_PARAMS.has(name) || NESTED_PARAMS.has(name)) && text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text; // left as text: validation then names the parameter
    }
  }
  if (LIST_PARAMS.has(name)) return text === '' ? [] : text.split(',');
  return text;
}

/**
 * The URL-encoded `params` string older Algolia clients (v4, InstantSearch's lite client) send
 * per request (`query=drill&hitsPerPage=5&facets=%5B%22brand%22%5D`), as the parameter object
 * v5 clients send; a value keeps its text form when it does not decode, so validation names it.
 */
export function decodeParamsString(params: string): Record<string, unknown> {
  const decoded: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(params)) decoded[name] = decodeValue(name, value);
  return decoded;
}
