import { buttonClass } from '../../ui/button';
import type { BlockProps } from './block-component';
import { useBlockData } from './block-context';
import { BlockHeading } from './parts/block-heading';
import { BlockLink } from './parts/block-link';
import { Countdown, campaignShown } from './parts/countdown';
import { link, record, text } from './props';

/**
 * `{ campaignName, title, startDate, endDate, countdown: { startsInLabel, endsInLabel }, link? }`:
 * a sale campaign with its countdown, to the start before it and to the end while it runs; the
 * banner is gone once the campaign has ended, so the document can stay as it is.
 */
export function CampaignBannerBlock({ block }: BlockProps) {
  const { renderedAt } = useBlockData();
  const title = text(block['title']);
  const startDate = text(block['startDate']);
  const endDate = text(block['endDate']);
  if (!title || !startDate || !endDate || !campaignShown(startDate, endDate, renderedAt)) return null;
  const labels = record(block['countdown']);
  const action = link(block['link']);
  return (
    <section className="cb-campaign" data-campaign={text(block['campaignName'])}>
      <div className="cb-campaign__body">
        <BlockHeading className="cb-campaign__title">{title}</BlockHeading>
        {text(block['text']) && <p className="cb-campaign__text">{text(block['text'])}</p>}
      </div>
      <Countdown startDate={startDate} endDate={endDate} labels={{ startsIn: text(labels?.['startsInLabel']) ?? '', endsIn: text(labels?.['endsInLabel']) ?? '' }} />
      {action && <BlockLink link={action} className={buttonClass('primary', 'lg', 'cb-campaign__action')} />}
    </section>
  );
}
