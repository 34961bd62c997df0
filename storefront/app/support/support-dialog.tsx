import type { SupportPrefill } from '@shop/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFetcher } from 'react-router';
import { useLocalPath } from '../shop/shell';
import { SupportSentNotice } from './support-sent-notice';
import { SidePanel } from '../ui/side-panel';
import { SupportForm } from './support-form';
import { SUPPORT_PATH, type SupportFormState, type SupportSent } from './support-outcome';
import './support.css';

/** The support form in a modal panel: posted through a fetcher to /support/, the reference shown in place. */
export function SupportDialog({ prefill, onClose }: { prefill: SupportPrefill | null; onClose: () => void }) {
  const intl = useIntl();
  const local = useLocalPath();
  const fetcher = useFetcher<SupportFormState | SupportSent>({ key: 'support-dialog' });
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  return (
    <SidePanel
      title={<FormattedMessage id="support.title" />}
      closeLabel={intl.formatMessage({ id: 'support.close' })}
      onClose={onClose}
      className="support-dialog"
      testId="support-dialog"
    >
      {answer?.status === 'sent' ? (
        <SupportSentNotice reference={answer.reference} />
      ) : (
        <>
          <p className="support__intro">
            <FormattedMessage id="support.intro" />
          </p>
          <SupportForm prefill={prefill} state={answer} fetcher={{ Form: fetcher.Form, submitting: fetcher.state === 'submitting', action: local(SUPPORT_PATH) }} />
        </>
      )}
    </SidePanel>
  );
}
