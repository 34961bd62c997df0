// The block vocabulary lives in domain (one list for the backend and the storefront).
export { CONTENT_BLOCK_TYPES, isContentBlockType, type ContentBlockType } from '@shop/domain';
