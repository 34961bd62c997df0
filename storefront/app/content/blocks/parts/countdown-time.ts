import { isCampaignActive, parseIsoInstant, type CampaignPeriod } from '@shop/domain';

export interface RemainingTime {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

export type CountdownState =
  | { readonly phase: 'upcoming' | 'running'; readonly remaining: RemainingTime }
  | { readonly phase: 'ended' };

/** Whole days, hours, minutes and seconds in a span (never negative). */
export function splitRemaining(milliseconds: number): RemainingTime {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3_600), minutes: Math.floor((total % 3_600) / 60), seconds: total % 60 };
}

/**
 * A campaign's countdown at `now`: to the start before it, to the end while it runs (active as
 * domain says, start <= now < end), ended after it or when its dates are not dates.
 */
export function countdownAt(period: CampaignPeriod, now: number): CountdownState {
  const start = parseIsoInstant(period.startDate);
  const end = parseIsoInstant(period.endDate);
  if (start === undefined || end === undefined) return { phase: 'ended' };
  if (now < start) return { phase: 'upcoming', remaining: splitRemaining(start - now) };
  if (isCampaignActive(period, new Date(now))) return { phase: 'running', remaining: splitRemaining(end - now) };
  return { phase: 'ended' };
}
