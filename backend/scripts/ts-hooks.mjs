// Lets Node 24 run the backend's TypeScript sources directly (scripts, benchmarks): the sources
// import siblings as './x.js', as the compiled output needs; when only x.ts exists, load that.
// Use with: node --experimental-transform-types --conditions=source --import ./backend/scripts/ts-hooks.mjs
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context);
    } catch (error) {
      if (/^\.{1,2}\//.test(specifier) && specifier.endsWith('.js')) return next(`${specifier.slice(0, -3)}.ts`, context);
      throw error;
    }
  },
});
