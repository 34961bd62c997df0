import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBlockData } from '../block-context';
import { countdownAt, type RemainingTime } from './countdown-time';

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
            <span className="countdown__name">
              <FormattedMessage id={`content.countdown.${unit}`} values={{ count: state.remaining[unit] }} />
            </span>
          </span>
        ))}
      </div>
    </div>
  );
}

/** Whether a campaign's banner still has something to count (not ended) at the server's render time. */
export const campaignShown = (startDate: string, endDate: string, renderedAt: number): boolean =>
  countdownAt({ startDate, endDate }, renderedAt || Date.now()).phase !== 'ended';
