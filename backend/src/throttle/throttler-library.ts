import { createRequire } from 'node:module';
import type * as Throttler from '@nestjs/throttler';

const require = createRequire(import.meta.url);
let library: typeof Throttler | undefined;

/**
 * @nestjs/throttler, loaded on first use. It is CommonJS and requires @nestjs/common, which Nest
 * 12 ships as ES modules: imported statically beside @nestjs/common, jest's module loader sees a
 * require of an ES module that is still being linked and refuses it as a cycle (Node itself
 * loads it either way). Required at the first call, @nestjs/common is long loaded. Types are
 * imported as usual.
 */
export const throttler = (): typeof Throttler => (library ??= require('@nestjs/throttler') as typeof Throttler);
