import { describe, expect, it } from '@jest/globals';
import { isStaticFilePath } from './static-file.js';

describe('static files', () => {
  it.each([
    ['/sw.js', true], ['/robots.txt', true], ['/favicon.ICO', true], ['/img/a.webp', true], ['/manifest.webmanifest', true],
    ['/drills/', false], ['/bosch-gsr-2.0', false], ['/drill-2.5ah-10012345', false], ['/', false], ['', false],
    ['/robots.txt/', false], ['/a.verylongextension12', false],
  ])('%j is a file: %s', (path, file) => {
    expect(isStaticFilePath(path)).toBe(file);
  });
});
