import type { BlockProps } from './block-component';
import { useBlockData } from './block-context';
import { Countdown, campaignShown } from './parts/countdown';
import { record, text } from './props';

/** `{ startDate, endDate, countdown: { startsInLabel, endsInLabel } }`: the countdown alone, for a page's own layout. */
export function CampaignCountdownBlock({ block }: BlockProps) {
  const { renderedAt } = useBlockData();
  const startDate = text(block['startDate']);
  const endDate = text(block['endDate']);
  if (!startDate || !endDate || !campaignShown(startDate, endDate, renderedAt)) return null;
  const labels = record(block['countdown']);
  return (
    <div className="cb-campaign-countdown">
      <Countdown startDate={startDate} endDate={endDate} labels={{ startsIn: text(labels?.['startsInLabel']) ?? '', endsIn: text(labels?.['endsInLabel']) ?? '' }} />
    </div>
  );
}
