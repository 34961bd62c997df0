import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Types } from '@adyen/api-library';

export type NotificationRequestItem = Types.notification.NotificationRequestItem;

/** What `startFakeAdyen` is started with (see ADYEN-CONTRACT.md, "The fake Adyen server"). */
export interface FakeAdyenOptions {
  /** 0 (default) = a free loopback port. */
  readonly port?: number;
  readonly host?: string;
  /** The X-API-Key every Checkout API request must carry. */
  readonly apiKey: string;
  readonly merchantAccount: string;
  /** Hex HMAC key the notifications are signed with. */
  readonly hmacKey: string;
  readonly clientKey: string;
  /** Where notifications go; without it nothing is sent by itself. */
  readonly webhookUrl?: string;
  /** Send AUTHORISATION etc. after a final result; default: true when webhookUrl is set. */
  readonly autoNotify?: boolean;
  /** Tried first for GET/POST under /checkoutshopper/ (the browser's Drop-in); true = handled. */
  readonly browserRoutes?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  /** Attempts per automatic notification before giving up (default 10). */
  readonly maxDeliveryAttempts?: number;
}

/** One Checkout API request as received (headers lower-case, body parsed when it was JSON). */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: unknown;
}

/** A shape violation the fake found in a request (the request was refused with Adyen's error JSON). */
export interface Problem {
  readonly path: string;
  readonly status: number;
  readonly errorCode: string;
  readonly message: string;
}

/** One attempt at delivering an automatic notification. */
export interface Delivery {
  readonly item: NotificationRequestItem;
  readonly attempt: number;
  /** HTTP status, or 0 when the request failed before an answer. */
  readonly status: number;
  readonly body: string;
}

export interface SendOptions {
  readonly url?: string;
  /** Sign with this hex key instead of the configured one (a forged notification). */
  readonly signWith?: string;
  /** Send without any hmacSignature. */
  readonly unsigned?: boolean;
}

export interface FakeAdyen {
  readonly url: string;
  readonly checkoutUrl: string;
  readonly requests: RecordedRequest[];
  readonly problems: Problem[];
  readonly deliveries: Delivery[];
  notificationItem(partial?: Partial<NotificationRequestItem>): NotificationRequestItem;
  sendNotifications(items: readonly NotificationRequestItem[], options?: SendOptions): Promise<{ status: number; body: string }>;
  /** The shopper pays a Multibanco voucher: its AUTHORISATION (success) is sent. */
  payVoucher(pspReference: string): void;
  /** Resolves once every automatic notification queued so far is delivered or given up. */
  settled(): Promise<void>;
  close(): Promise<void>;
}
