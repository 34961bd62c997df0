/** What a route module exports as `handle` when its page is the same for every guest (home, listings, product, search, CMS pages). */
export interface GuestPageHandle {
  readonly guestPage?: true;
}

/** The handle of such a page: the server's guest page cache may keep it (shop/guest-page.server.ts marks the document). */
export const GUEST_PAGE: GuestPageHandle = { guestPage: true };
