import styled from 'styled-components';
import {
  Button,
  callEndpoint,
  contentOf,
  FormMessages,
  formatDate,
  serverMessageOf,
  tokens,
  useApi,
  useLanguage,
  useSession,
  useSharedMessages,
} from 'shared';
import { useWrite } from 'shared/write';
import * as messages from 'contract/messages';
import { closureEndpoints, type AccountClosure } from 'contract/closure-endpoints';
import { usePlayerRead } from './read';

/** Whether the signed-in player's account is closing (ADR 059). */
export function useAccountClosure() {
  return usePlayerRead(closureEndpoints.getAccountClosure, (api, token, playerId) =>
    callEndpoint(api, closureEndpoints.getAccountClosure, { token, query: { uuid: playerId } }),
  );
}

/** Cancels the closure: the account stays. Every screen's notice and the privacy panel read again. */
export function useKeepAccount() {
  const api = useApi();
  const { accessToken, playerId } = useSession();
  return useWrite<void, AccountClosure>({
    send: () => contentOf(callEndpoint(api, closureEndpoints.keepAccount, { token: accessToken ?? '', body: { uuid: playerId ?? '' } })),
    progress: messages.closure.keepingAccount,
    failure: (failure) => serverMessageOf(failure) ?? messages.resetPassword.network,
    invalidates: [closureEndpoints.getAccountClosure],
  });
}

const Notice = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm} ${tokens.space.md};
  margin: ${tokens.space.sm} ${tokens.space.md} 0;
  padding: ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  border: 1px solid ${tokens.color.danger};
  background: ${tokens.color.dangerSurface};
  p {
    margin: 0;
    flex: 1 1 16rem;
    font-weight: ${tokens.font.weight.medium};
  }
`;

/**
 * On every signed-in screen while the account is closing: the day it closes and one button to keep
 * it. Nothing while it is not closing, or while that is not known yet.
 */
export function ClosingNotice() {
  const closure = useAccountClosure();
  const keep = useKeepAccount();
  const localize = useSharedMessages();
  const language = useLanguage();
  const closesAt = closure.data?.closesAt;
  if (!closesAt) return null;
  return (
    <Notice aria-label={localize(messages.closure.keepAccount)} data-testid="closing-notice">
      <p>{localize(messages.closure.closingNotice, formatDate(closesAt, language))}</p>
      <Button type="button" variant="secondary" busy={keep.busy} onClick={() => void keep.run()}>
        {localize(messages.closure.keepAccount)}
      </Button>
      <FormMessages error={keep.error} status={keep.status} />
    </Notice>
  );
}
