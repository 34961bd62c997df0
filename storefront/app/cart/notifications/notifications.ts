import type { NoticeType } from '../../ui/notice';

/** Spec 2 §9: a notification's default duration. */
export const NOTIFICATION_DURATION_MS = 3000;

/**
 * One entry of the notification sidebar (spec 2 §3 uiNotifications: items with an id, added and
 * removed by id). The text is a message id, so it is shown in the shopper's language.
 */
export interface UiNotification {
  readonly id: string;
  readonly type: NoticeType;
  readonly messageId: string;
  readonly values?: Readonly<Record<string, string | number>>;
  /** Milliseconds before it dismisses itself (default 3000). */
  readonly duration?: number;
}

/** Adds a notification; one with the same id is replaced (and its time starts again) rather than shown twice. */
export const addNotification = (list: readonly UiNotification[], item: UiNotification): UiNotification[] =>
  [...list.filter((entry) => entry.id !== item.id), item];

export const removeNotification = (list: readonly UiNotification[], id: string): UiNotification[] =>
  list.filter((entry) => entry.id !== id);

export const durationOf = (item: UiNotification): number => item.duration ?? NOTIFICATION_DURATION_MS;
