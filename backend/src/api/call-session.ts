import { newAnonymousSession, type SessionData } from './session-data.js';

/**
 * The session of one call: read it, or write a new value (after creating a cart, signing in, …).
 * There is no server-side copy: the call controller re-issues the signed cookie once, at the end
 * of a call whose session is new or was written.
 */
export class CallSession {
  private changed: boolean;

  private constructor(private data: SessionData, isNew: boolean) {
    this.changed = isNew;
  }

  /** The session a verified cookie carries, or a new anonymous one (to be issued) without it. */
  static from(existing: SessionData | undefined): CallSession {
    return existing ? new CallSession(existing, false) : new CallSession(newAnonymousSession(), true);
  }

  get current(): SessionData {
    return this.data;
  }

  /** Whether the response must carry the cookie: a new session, or one written during the call. */
  get mustBeIssued(): boolean {
    return this.changed;
  }

  write(next: SessionData): void {
    this.data = next;
    this.changed = true;
  }
}
