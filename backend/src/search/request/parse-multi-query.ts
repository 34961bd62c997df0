import { NotFoundException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { DEFAULT_HITS_PER_PAGE, facetValueLimit, FILTER_ATTRIBUTES, type FilterAttribute } from '@shop/domain';
import { PayloadInvalidException } from '../../api/payload-validation.js';
import { indexTarget } from '../index-name.js';
import { parseFacetFilters, type NestedFilters } from './facet-filters.js';
import { allOf, FilterSyntaxError, type FilterNode } from './filter-node.js';
import { parseFiltersExpression } from './filters-expression.js';
import { parseNumericFilters } from './numeric-filters.js';
import { decodeParamsString } from './params-string.js';
import { SearchRequestDto } from './search-request.dto.js';
import { DEFAULT_TYPO_TOLERANCE, type SearchParams, type SearchQuery } from './search-query.js';
import { validationFailures } from './validation-failures.js';

/** InstantSearch sends one request per widget state and disjunctive facet; far fewer than this. */
export const MAX_REQUESTS = 50;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A request with its `params` (string or object) merged under its own top-level fields. */
function mergedRequest(request: Record<string, unknown>, path: string, failures: string[]): Record<string, unknown> {
  const { params, ...rest } = request;
  if (params === undefined) return rest;
  if (typeof params === 'string') return { ...decodeParamsString(params), ...rest };
  if (isPlainObject(params)) return { ...params, ...rest };
  failures.push(`${path}.params must be a URL-encoded string or an object`);
  return rest;
}

const asNested = (filters: string | NestedFilters | undefined): NestedFilters | undefined =>
  typeof filters === 'string' ? [filters] : filters;

function facetsOf(names: readonly string[] | undefined): FilterAttribute[] {
  if (!names) return [];
  return names.includes('*') ? [...FILTER_ATTRIBUTES] : FILTER_ATTRIBUTES.filter((attribute) => names.includes(attribute));
}

function paramsOf(dto: SearchRequestDto): SearchParams {
  const facetFilters = asNested(dto.facetFilters);
  const numericFilters = asNested(dto.numericFilters);
  const retrieve = dto.attributesToRetrieve;
  return {
    query: (dto.query ?? '').trim().replace(/\s+/g, ' '),
    page: dto.page ?? 0,
    hitsPerPage: dto.hitsPerPage ?? DEFAULT_HITS_PER_PAGE,
    facets: facetsOf(dto.facets),
    maxValuesPerFacet: facetValueLimit(dto.maxValuesPerFacet),
    sortFacetValuesBy: dto.sortFacetValuesBy ?? 'count',
    ...(facetFilters?.length ? { facetFilters } : {}),
    ...(numericFilters?.length ? { numericFilters } : {}),
    ...(dto.filters?.trim() ? { filters: dto.filters.trim() } : {}),
    ...(retrieve && !retrieve.includes('*') ? { attributesToRetrieve: [...new Set(retrieve)].sort() } : {}),
    typoTolerance: dto.typoTolerance ?? DEFAULT_TYPO_TOLERANCE,
    clickAnalytics: dto.clickAnalytics ?? false,
  };
}

function filterOf(params: SearchParams, path: string): FilterNode | undefined {
  const parts = [
    params.facetFilters && parseFacetFilters(params.facetFilters, `${path}.facetFilters`),
    params.numericFilters && parseNumericFilters(params.numericFilters, `${path}.numericFilters`),
    params.filters !== undefined ? parseFiltersExpression(params.filters, `${path}.filters`) : undefined,
  ];
  return allOf(parts.filter((part): part is FilterNode => part !== undefined));
}

/**
 * Reads Algolia's multi-query body `{ requests: [...] }` into validated searches: a 400 naming
 * every bad field (`requests[1].hitsPerPage must not be greater than 48`), a 404 for an index
 * the shop does not serve.
 */
export async function parseMultiQuery(body: unknown): Promise<SearchQuery[]> {
  if (!isPlainObject(body) || !Array.isArray(body['requests'])) {
    throw new PayloadInvalidException(['The body must be a JSON object with a requests array']);
  }
  const requests: unknown[] = body['requests'];
  if (requests.length === 0 || requests.length > MAX_REQUESTS) {
    throw new PayloadInvalidException([`requests must hold 1 to ${MAX_REQUESTS} searches, got ${requests.length}`]);
  }
  const failures: string[] = [];
  const dtos: SearchRequestDto[] = [];
  for (const [index, request] of requests.entries()) {
    const path = `requests[${index}]`;
    if (!isPlainObject(request)) {
      failures.push(`${path} must be an object`);
      continue;
    }
    const dto = plainToInstance(SearchRequestDto, mergedRequest(request, path, failures));
    failures.push(...validationFailures(await validate(dto, { whitelist: true, forbidUnknownValues: true }), path));
    dtos.push(dto);
  }
  if (failures.length) throw new PayloadInvalidException(failures);

  return dtos.map((dto, index) => {
    const target = indexTarget(dto.indexName);
    if (!target) throw new NotFoundException(`Index ${dto.indexName} does not exist`);
    const params = paramsOf(dto);
    try {
      return { index: target, params, filter: filterOf(params, `requests[${index}]`) };
    } catch (error) {
      if (error instanceof FilterSyntaxError) throw new PayloadInvalidException([error.message]);
      throw error;
    }
  });
}
