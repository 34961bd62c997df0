// class-transformer keeps its @Type metadata in a singleton it does not export from its entry
// point; its CommonJS build (the one Node and jest load) exposes it at this path without types.
// @nestjs/swagger reads the same file. Only dto-metadata.ts imports it.
declare module 'class-transformer/cjs/storage.js' {
  import type { MetadataStorage } from 'class-transformer/types/MetadataStorage.js';
  export const defaultMetadataStorage: MetadataStorage;
}
