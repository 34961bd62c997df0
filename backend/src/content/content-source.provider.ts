import { Logger, type Provider } from '@nestjs/common';
import { CONTENT_SOURCE, type ContentSource } from './content-source.js';
import { DemoContentSource } from './demo/demo-content-source.js';
import { DirectoryContentSource } from './directory/directory-content-source.js';

/** CONTENT_DIR: a folder of CMS documents (see DirectoryContentSource); unset, the demo documents are served. */
export function contentSourceFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): ContentSource {
  const directory = env['CONTENT_DIR']?.trim();
  return directory ? new DirectoryContentSource(directory) : new DemoContentSource();
}

export const contentSourceProvider: Provider = {
  provide: CONTENT_SOURCE,
  useFactory: (): ContentSource => {
    const source = contentSourceFromEnv();
    new Logger('Content').log(`CMS content from ${source.description}`);
    return source;
  },
};
