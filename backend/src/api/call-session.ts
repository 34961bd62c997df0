import type { SessionData } from './session-data.js';

/**
 * The session of one call: read it, or write a new value (after creating a cart, signing in, …).
 * Writing re-issues the signed cookie on this response; there is no server-side copy to update.
 */
export class CallSession {
  constructor(
    private data: SessionData,
    private readonly persist: (data: SessionData) => void,
  ) {}

  get current(): SessionData {
    return this.data;
  }

  write(next: SessionData): void {
    this.data = next;
    this.persist(next);
  }
}
