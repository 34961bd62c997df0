import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Guards the promise the backend and the storefront rely on: domain runs anywhere, unchanged.
const root = join(import.meta.dirname, '..');
const sources = (readdirSync(join(root, 'src'), { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts') && !file.endsWith('.fixture.ts'))
  .map((file) => ({ file, text: readFileSync(join(root, 'src', file), 'utf8') }));

const importSpecifiers = (text: string): string[] =>
  [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((match) => match[1] ?? '');

describe('domain is pure: no runtime dependencies, no I/O, nothing from the other packages', () => {
  it('declares no runtime dependencies', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest['dependencies'] ?? {}).toEqual({});
    expect(manifest['peerDependencies'] ?? {}).toEqual({});
  });

  it('finds the sources it guards', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it.each(sources.map(({ file }) => file))('%s imports only relative domain modules', (file) => {
    const { text } = sources.find((source) => source.file === file)!;
    for (const specifier of importSpecifiers(text)) expect(specifier).toMatch(/^\.\.?\//);
    expect(text).not.toMatch(/\b(require\(|process\.|fetch\(|Date\.now\(|new Date\(\))/);
  });
});
