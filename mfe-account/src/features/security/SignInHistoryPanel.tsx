import styled from 'styled-components';
import { tokens } from 'shared';
import type { SignInOutcome } from 'contract/account-endpoints';
import { LoadedRead, Muted, Panel } from '../../components/ui';
import { useFormats } from '../../lib/format';
import { useMessages } from '../../i18n';
import { useSignInHistory } from './api/sessions';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.font.size.sm};
  th,
  td {
    text-align: start;
    padding: ${tokens.space.sm} ${tokens.space.xs};
    border-bottom: 1px solid ${tokens.color.border};
    vertical-align: top;
  }
`;

const outcomeLabel = {
  success: 'history.success',
  wrong_password: 'history.wrongPassword',
  locked: 'history.locked',
} as const satisfies Record<SignInOutcome, string>;

/** The last 30 days' sign-ins: when, from which browser, and whether it let the player in. */
export function SignInHistoryPanel() {
  const t = useMessages();
  const history = useSignInHistory();
  const { dateTime } = useFormats();
  return (
    <Panel aria-labelledby="history-heading">
      <h2 id="history-heading">{t('history.heading')}</h2>
      <LoadedRead read={history} loadingText={t('history.loading')}>
        {(events) =>
          events.length === 0 ? (
            <Muted>{t('history.empty')}</Muted>
          ) : (
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('history.when')}</th>
                  <th scope="col">{t('history.browser')}</th>
                  <th scope="col">{t('history.outcome')}</th>
                </tr>
              </thead>
              <tbody>
                {events.map((event, index) => (
                  <tr key={`${event.at}-${index}`}>
                    <td>{dateTime(event.at)}</td>
                    <td>{event.browser}</td>
                    <td>{t(outcomeLabel[event.outcome])}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )
        }
      </LoadedRead>
    </Panel>
  );
}
