import styled from 'styled-components';
import { Button, tokens, withElements } from 'shared';
import type { IdentityStatus } from 'contract/identity-messages';
import { useMessages } from './i18n';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.md};
  text-align: center;
  p {
    margin: 0;
  }
  h3 {
    margin: 0;
    font-size: ${tokens.font.size.xl};
    color: ${tokens.color.success};
  }
`;

/**
 * Step 3: the request is pending; later statuses appear in the Transactions panel. When it will be
 * paid, honestly (ADR 054): the spec's 24 hours only for a verified player; a player not verified
 * yet is told the payout waits for it, as the identity panel says; with the status unknown, the
 * mails that will follow.
 */
export function SuccessStep({ code, identityStatus }: { code: string; identityStatus?: IdentityStatus }) {
  const t = useMessages();
  const when = identityStatus === 'verified' ? 'success.credited' : identityStatus ? 'success.afterVerification' : 'success.mailed';
  return (
    <Wrapper>
      <h3>{t('success.title')}</h3>
      <p>{withElements((values) => t('success.requestSubmitted', values), { code: <strong>#{code}</strong> })}</p>
      <Button disabled>{t('success.pending')}</Button>
      <p>{t('success.thanks')}</p>
      <p>{t(when)}</p>
    </Wrapper>
  );
}
