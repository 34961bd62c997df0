import { applyDecorators } from '@nestjs/common';
import { IsInt, Max, Min } from 'class-validator';

/**
 * A resource version as the client sends it back (a cart's, a customer's): a safe integer
 * (Number.isSafeInteger), at least 1. @IsInt alone takes 1e308 and 2^53 + 1 (which parses to
 * 2^53), both integral doubles; neither is a version any resource has, and past 2^53 two different
 * versions compare equal. @IsInt with @Max(MAX_SAFE_INTEGER) is exactly the safe-integer rule and
 * keeps the messages clients already get (`payload[0].version must be an integer number`).
 */
export const IsVersion = (): PropertyDecorator => applyDecorators(IsInt(), Min(1), Max(Number.MAX_SAFE_INTEGER));
