import styled from 'styled-components';
import { tokens, useSharedMessages } from 'shared';
import * as messages from 'contract/messages';
import type { WithdrawalTimeline, WithdrawalTimelineStep } from 'contract/account-endpoints';
import { LoadedRead, Muted, Panel } from '../../components/ui';
import { useFormats } from '../../lib/format';
import { useMessages } from '../../i18n';
import { useWithdrawalTimelines } from './api/coins';

const Withdrawal = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  padding-block: ${tokens.space.sm};
  border-bottom: 1px solid ${tokens.color.border};
  h3 {
    margin: 0;
    font-size: ${tokens.font.size.md};
  }
  ol {
    margin: 0;
    padding-inline-start: ${tokens.space.lg};
    display: flex;
    flex-direction: column;
    gap: ${tokens.space.xs};
  }
`;

/** Each withdrawal's life, step by step, in the words the back office uses. */
export function WithdrawalTimelines() {
  const t = useMessages();
  const timelines = useWithdrawalTimelines();
  return (
    <Panel aria-labelledby="withdrawals-heading">
      <h2 id="withdrawals-heading">{t('withdrawals.heading')}</h2>
      <LoadedRead read={timelines} loadingText={t('withdrawals.loading')}>
        {(list) =>
          list.length === 0 ? (
            <Muted>{t('withdrawals.empty')}</Muted>
          ) : (
            list.map((timeline) => <Timeline key={timeline.code} timeline={timeline} />)
          )
        }
      </LoadedRead>
    </Panel>
  );
}

function Timeline({ timeline }: { timeline: WithdrawalTimeline }) {
  const t = useMessages();
  const localize = useSharedMessages();
  const { coins } = useFormats();
  return (
    <Withdrawal aria-labelledby={`withdrawal-${timeline.code}`}>
      <h3 id={`withdrawal-${timeline.code}`}>
        {t('withdrawals.title', { code: timeline.code, amount: coins(timeline.amount), bank: timeline.bankName })}
      </h3>
      <p>{t('withdrawals.status', { status: localize(messages.withdrawalStatus[timeline.status]) })}</p>
      <ol>
        {timeline.steps.map((step, index) => (
          <Step key={`${step.status}-${index}`} step={step} />
        ))}
      </ol>
    </Withdrawal>
  );
}

function Step({ step }: { step: WithdrawalTimelineStep }) {
  const t = useMessages();
  const localize = useSharedMessages();
  const { dateTime } = useFormats();
  const name = step.status === 'requested' ? t('withdrawals.requested') : localize(messages.withdrawalStatus[step.status]);
  return (
    <li>
      <strong>{name}</strong> · {dateTime(step.at)}
      {step.bankReference ? <> · {t('withdrawals.reference', { reference: step.bankReference })}</> : null}
      {step.reason ? <> · {t('withdrawals.reason', { reason: step.reason })}</> : null}
    </li>
  );
}
