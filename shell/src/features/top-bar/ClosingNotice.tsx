import styled from 'styled-components';
import { Button, FormMessages, formatDate, tokens, useLanguage, useSharedMessages } from 'shared';
import * as messages from 'contract/messages';
import { useAccountClosure, useKeepAccount } from './api/account-closure';

const Notice = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm} ${tokens.space.md};
  /* In line with the pages' content (960 px at most, centred), not the bar's full width. */
  box-sizing: border-box;
  width: calc(100% - 2 * ${tokens.space.md});
  max-width: calc(960px - 2 * ${tokens.space.md});
  margin: ${tokens.space.sm} auto 0;
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
export default function ClosingNotice() {
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
