import { useState } from 'react';
import styled from 'styled-components';
import { Button, FormMessages, tokens } from 'shared';
import * as messages from 'contract/messages';
import type { PlayerSession } from 'contract/account-endpoints';
import { Actions, LoadedRead, Muted, Panel } from '../../components/ui';
import { useFormats } from '../../lib/format';
import { useMessages } from '../../i18n';
import { useEndSessions, useSessions, type EndSessions } from './api/sessions';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${tokens.space.sm};
    padding: ${tokens.space.sm} 0;
    border-bottom: 1px solid ${tokens.color.border};
  }
  strong {
    display: block;
  }
`;

/** Each signed-in session (browser, since when); one signed out, or every other one. */
export function SessionsPanel() {
  const t = useMessages();
  const sessions = useSessions();
  const end = useEndSessions();
  const [ended, setEnded] = useState<string | null>(null);
  const run = async (which: EndSessions, done: string) => {
    setEnded(null);
    if (await end.run(which)) setEnded(done);
  };
  return (
    <Panel aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{t('sessions.heading')}</h2>
      <LoadedRead read={sessions} loadingText={t('sessions.loading')}>
        {(list) => (
          <>
            <List>
              {list.map((session) => (
                <SessionItem
                  key={session.id}
                  session={session}
                  busy={end.busy}
                  onEnd={() => run({ sessionId: session.id }, messages.account.sessionEnded)}
                />
              ))}
            </List>
            {list.some((session) => !session.current) ? (
              <Actions>
                <Button
                  type="button"
                  variant="secondary"
                  busy={end.busy}
                  onClick={() => run({ allOthers: true }, messages.account.otherSessionsEnded)}
                >
                  {t('sessions.endOthers')}
                </Button>
              </Actions>
            ) : (
              <Muted>{t('sessions.onlyThis')}</Muted>
            )}
          </>
        )}
      </LoadedRead>
      <FormMessages error={end.error} status={end.status ?? ended} />
    </Panel>
  );
}

function SessionItem({ session, busy, onEnd }: { session: PlayerSession; busy: boolean; onEnd: () => void }) {
  const t = useMessages();
  const { dateTime } = useFormats();
  return (
    <li>
      <div>
        <strong>{session.current ? t('sessions.thisOne', { browser: session.browser }) : session.browser}</strong>
        <Muted>{t('sessions.since', { date: dateTime(session.signedInAt) })}</Muted>
      </div>
      {session.current ? null : (
        <Button
          type="button"
          variant="secondary"
          disabled={busy}
          onClick={onEnd}
          aria-label={t('sessions.endOne', { browser: session.browser })}
        >
          {t('sessions.end')}
        </Button>
      )}
    </li>
  );
}
