import {
  ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min,
} from 'class-validator';

export const INSIGHTS_EVENT_TYPES = ['click', 'view', 'conversion'] as const;
export type InsightsEventType = (typeof INSIGHTS_EVENT_TYPES)[number];

/** Algolia Insights' limits: a user token of 1-129 of these characters, 20 objects per event. */
const USER_TOKEN = /^[a-zA-Z0-9_=/+-]{1,129}$/;
const QUERY_ID = /^[0-9a-f]{32}$/;
export const MAX_OBJECTS_PER_EVENT = 20;

/**
 * A search click, view or conversion as Algolia Insights takes it, plus the spec's searchTerm
 * (spec 1 §3 "Search tracking"), which only the embedded engine keeps.
 */
export class InsightsEvent {
  @IsIn(INSIGHTS_EVENT_TYPES)
  eventType!: InsightsEventType;

  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  eventName!: string;

  @IsString()
  @IsNotEmpty()
  index!: string;

  @IsString()
  @Matches(USER_TOKEN, { message: '$property must be 1 to 129 letters, digits or _=/+-' })
  userToken!: string;

  @IsOptional()
  @IsString()
  @Matches(USER_TOKEN, { message: '$property must be 1 to 129 letters, digits or _=/+-' })
  authenticatedUserToken?: string;

  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_OBJECTS_PER_EVENT)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  objectIDs!: string[];

  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_OBJECTS_PER_EVENT)
  @IsInt({ each: true })
  @Min(1, { each: true })
  positions?: number[];

  @IsOptional()
  @IsString()
  @Matches(QUERY_ID, { message: '$property must be the 32 hexadecimal characters a search returned' })
  queryID?: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  timestamp?: number;

  @IsOptional()
  @IsString()
  @MaxLength(512)
  searchTerm?: string;
}
