import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useBlockData } from '../block-context';
import { countdownAt, type RemainingTime } from './countdown-time';
import { everyPluralForm } from '../../../i18n/plural-forms';

export interface CountdownLabels {
  readonly startsIn: string;
  readonly endsIn: string;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const satisfies readonly (keyof RemainingTime)[];

/** Ticks once a second from the time the server rendered, so the first paint and hydration agree. */
function useNow(): number {
  const { renderedAt } = useBlockData();
  const [now, setNow] = useState(renderedAt || Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

type Unit = (typeof UNITS)[number];

/**
 * The unit's word for the count, with every other form of it laid invisibly in the same cell: the
 * unit is always as wide as its widest form, so a tick from 'Minute' to 'Minuten' moves nothing
 * on the page (no layout shift, the banner around it keeps still).
 */
function UnitName({ unit, count }: { unit: Unit; count: number }) {
  const intl = useIntl();
  const id = `content.countdown.${unit}`;
  const forms = useMemo(() => everyPluralForm(intl.locale, (n) => intl.formatMessage({ id }, { count: n })), [intl, id]);
  const shown = intl.formatMessage({ id }, { count });
  return (
    <span className="countdown__name">
      <span>{shown}</span>
      {forms
        .filter((form) => form !== shown)
        .map((form) => (
          <span className="countdown__name-spacer" aria-hidden="true" key={form}>
            {form}
          </span>
        ))}
    </span>
  );
}

/**
 * A campaign countdown: the server writes the remaining time, the browser counts it down. It
 * says nothing once the campaign has ended (the caller hides its banner then).
 */
export function Countdown({ startDate, endDate, labels }: { startDate: string; endDate: string; labels: CountdownLabels }) {
  const now = useNow();
  const intl = useIntl();
  const state = countdownAt({ startDate, endDate }, now);
  if (state.phase === 'ended') return null;
  const label =
    state.phase === 'upcoming'
      ? labels.startsIn || intl.formatMessage({ id: 'content.countdown.startsIn' })
      : labels.endsIn || intl.formatMessage({ id: 'content.countdown.endsIn' });
  return (
    <div className="countdown">
      <span className="countdown__label">{label}</span>
      {/* role=timer is not announced on every tick (its live region is off). */}
      <div className="countdown__units" role="timer" aria-label={label}>
        {UNITS.map((unit) => (
          <span className="countdown__unit" key={unit}>
            <span className="countdown__value">{String(state.remaining[unit]).padStart(2, '0')}</span>
            <UnitName unit={unit} count={state.remaining[unit]} />
          </span>
        ))}
      </div>
    </div>
  );
}

/** Whether a campaign's banner still has something to count (not ended) at the server's render time. */
export const campaignShown = (startDate: string, endDate: string, renderedAt: number): boolean =>
  countdownAt({ startDate, endDate }, renderedAt || Date.now()).phase !== 'ended';
