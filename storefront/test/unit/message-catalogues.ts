import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const APP_DIR = fileURLToPath(new URL('../../app/', import.meta.url));

/** Every `app/<feature>/messages/<locale>.json`, by feature folder then locale. */
export function messageCatalogues(): Map<string, Map<string, Record<string, string>>> {
  const features = new Map<string, Map<string, Record<string, string>>>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name === 'messages') {
          const locales = new Map<string, Record<string, string>>();
          for (const file of readdirSync(path).filter((name) => name.endsWith('.json'))) {
            locales.set(file.slice(0, -'.json'.length), JSON.parse(readFileSync(join(path, file), 'utf8')) as Record<string, string>);
          }
          features.set(relative(APP_DIR, dir) || '.', locales);
        } else walk(path);
      }
    }
  };
  walk(APP_DIR);
  return features;
}
