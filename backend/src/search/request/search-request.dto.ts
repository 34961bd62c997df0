import { Transform } from 'class-transformer';
import {
  ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateBy,
} from 'class-validator';
import { FILTER_ATTRIBUTES, HITS_PER_PAGE_OPTIONS, MAX_PAGE_WHEN_UNKNOWN } from '@shop/domain';
import type { NestedFilters } from './facet-filters.js';

/**
 * The largest page the API serves. Quick search asks for fewer hits than a listing page and
 * InstantSearch asks for 0 on its facet-only queries, so any size up to the largest listing size
 * is accepted; a listing URL's size is checked against the list by the storefront (domain
 * parseListingParams).
 */
export const MAX_HITS_PER_PAGE = Math.max(...HITS_PER_PAGE_OPTIONS);

/** Pages are 0-based as in Algolia; the last one is the listing's page bound. */
export const MAX_PAGE = MAX_PAGE_WHEN_UNKNOWN - 1;

export const MAX_QUERY_LENGTH = 512;
const MAX_FILTERS_LENGTH = 4_000;
const MAX_FILTER_ENTRIES = 100;

export const FACET_NAMES = ['*', ...FILTER_ATTRIBUTES] as const;
export const TYPO_TOLERANCES = [true, false, 'min', 'strict'] as const;
export type TypoTolerance = (typeof TYPO_TOLERANCES)[number];
export const FACET_VALUE_ORDERS = ['count', 'alpha'] as const;
export type FacetValueOrder = (typeof FACET_VALUE_ORDERS)[number];

const isNestedFilters = (value: unknown): boolean =>
  typeof value === 'string' ||
  (Array.isArray(value) && value.length <= MAX_FILTER_ENTRIES && value.every(
    (entry) => typeof entry === 'string' || (Array.isArray(entry) && entry.every((inner) => typeof inner === 'string')),
  ));

/** Algolia's facetFilters/numericFilters shape: a string, or a list of strings and lists of strings. */
const IsNestedFilters = () =>
  ValidateBy({
    name: 'isNestedFilters',
    validator: {
      validate: isNestedFilters,
      defaultMessage: (args) => `${args?.property} must be a string or an array of strings and arrays of strings (at most ${MAX_FILTER_ENTRIES})`,
    },
  });

/** A single name stands for a list of one, as Algolia accepts. */
const toList = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? [value] : value);

/**
 * One search of a multi-query, after the `params` string has been merged in. Only the
 * parameters the shop's search understands are kept; other Algolia parameters are dropped, so a
 * stock InstantSearch client works, while a wrong type of a known one is refused.
 */
export class SearchRequestDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  indexName!: string;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_QUERY_LENGTH)
  query?: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_PAGE)
  page?: number;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_HITS_PER_PAGE)
  hitsPerPage?: number;

  @IsOptional()
  @Transform(toList)
  @IsArray()
  @IsIn(FACET_NAMES, { each: true })
  facets?: string[];

  @IsOptional()
  @IsInt()
  maxValuesPerFacet?: number;

  @IsOptional()
  @IsIn(FACET_VALUE_ORDERS)
  sortFacetValuesBy?: FacetValueOrder;

  @IsOptional()
  @IsNestedFilters()
  facetFilters?: string | NestedFilters;

  @IsOptional()
  @IsNestedFilters()
  numericFilters?: string | NestedFilters;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_FILTERS_LENGTH)
  filters?: string;

  @IsOptional()
  @Transform(toList)
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  attributesToRetrieve?: string[];

  @IsOptional()
  @IsIn(TYPO_TOLERANCES)
  typoTolerance?: TypoTolerance;

  @IsOptional()
  @IsBoolean()
  clickAnalytics?: boolean;

  @IsOptional()
  @IsBoolean()
  analytics?: boolean;

  /** v5's request type; facet-value searches ('facet') are not served. */
  @IsOptional()
  @IsIn(['default'], { message: "$property must be 'default': searching for facet values is not supported" })
  type?: 'default';
}
