import { useId } from 'react';
import styled, { css } from 'styled-components';
import { Button, formatDate, LoadedData, tokens, useSharedMessages, type IdentityVerificationState } from 'shared';
import { identityMessages, type IdentityStatus } from 'contract/identity-messages';
import { useMessages } from '../../../i18n';
import { type PillTone, StatusPill } from '../../../components/StatusPill';
import { useIdentityVerification } from '../api/get-identity-verification';

const text = identityMessages;

/**
 * One section in every state, so that it and its status region stay in place as the read ends.
 * Quiet (loading, failed, verified): two muted lines, the title (and badge) above the state, so
 * the page of a verified player looks as it did and the read's end moves nothing, however long the
 * language's words. Otherwise (not verified, under review, rejected) a box that says what to do.
 */
const Section = styled.section<{ $quiet: boolean; $accent: string }>`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  p {
    margin: 0;
  }
  ${({ $quiet, $accent }) =>
    $quiet
      ? css`
          gap: ${tokens.space.xs};
          font-size: ${tokens.font.size.sm};
          color: ${tokens.color.textMuted};
          h2 {
            font-size: inherit;
            font-weight: ${tokens.font.weight.medium};
          }
        `
      : css`
          padding: ${tokens.space.lg};
          border-radius: ${tokens.radius.lg};
          background: ${tokens.color.surface};
          border: 1px solid ${tokens.color.border};
          border-left: 4px solid ${$accent};
          h2 {
            font-size: ${tokens.font.size.lg};
          }
          button {
            width: 100%;
            margin-top: ${tokens.space.sm};
          }
          @media (min-width: ${tokens.breakpoint.tablet}) {
            button {
              width: auto;
              align-self: flex-start;
            }
          }
        `}
`;

const Heading = styled.div`
  display: flex;
  h2 {
    margin: 0;
  }
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm} ${tokens.space.md};
`;

const accent: Record<IdentityStatus, string> = {
  not_verified: tokens.color.primary,
  under_review: tokens.color.focus,
  verified: tokens.color.success,
  rejected: tokens.color.danger,
};

const tone: Record<IdentityStatus, PillTone> = { not_verified: 'waiting', under_review: 'moving', verified: 'done', rejected: 'refused' };

const Muted = styled.p`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.sm};
`;

const Reason = styled.p`
  color: ${tokens.color.danger};
`;

/** After a submission: in role="status", mounted from the start so that it is announced. */
const Notice = styled.p`
  &:empty {
    display: none;
  }
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.successSurface};
  color: ${tokens.color.success};
  font-size: ${tokens.font.size.sm};
`;

/** What is known besides the status, in the page's language: the card's ending and when it was sent. */
function useDetails(verification: IdentityVerificationState | undefined): string | null {
  const t = useMessages();
  if (!verification) return null;
  const parts = [
    // The card by its last 4 characters only, whatever the answer carried.
    verification.nicEnding ? t('identity.nicEnding', { ending: verification.nicEnding.slice(-4) }) : null,
    verification.status === 'under_review' && verification.submittedAt
      ? t('identity.sentOn', { date: formatDate(verification.submittedAt, t.language) })
      : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/**
 * 'Identity verification' on the withdrawal page: the player's status in the contract's words, what
 * it means, a rejection's reason, and 'Verify your identity' while one is needed. A verified
 * player sees a single line. `notice` is the confirmation of a submission just made.
 */
export function IdentityPanel({ notice, onVerify }: { notice: string | null; onVerify: () => void }) {
  const localize = useSharedMessages();
  const titleId = useId();
  const { verification, error, isValidating, retry } = useIdentityVerification();
  const status = verification?.status;
  const quiet = !status || status === 'verified';
  const failed = !verification && error !== undefined && !isValidating;
  const more = useDetails(verification);

  return (
    <Section
      aria-labelledby={titleId}
      aria-busy={(!verification && !failed) || undefined}
      $quiet={quiet}
      $accent={accent[status ?? 'verified']}
    >
      <Heading>
        <h2 id={titleId}>{localize(text.title)}</h2>
        {status ? <StatusPill $tone={tone[status]}>{localize(text.status[status])}</StatusPill> : null}
      </Heading>
      {!verification ? (
        <LoadedData loading={!failed} failure={failed ? text.loadFailed : null} onRetry={retry}>
          {null}
        </LoadedData>
      ) : null}
      {status && status !== 'verified' ? <p>{localize(text.explain[status])}</p> : null}
      {status === 'rejected' && verification?.rejectionReason ? (
        <Reason>{localize(text.rejectionReason, verification.rejectionReason)}</Reason>
      ) : null}
      {more ? <Muted>{more}</Muted> : null}
      {status === 'not_verified' || status === 'rejected' ? <Button onClick={onVerify}>{localize(text.action)}</Button> : null}
      <Notice role="status">{localize(notice)}</Notice>
    </Section>
  );
}
