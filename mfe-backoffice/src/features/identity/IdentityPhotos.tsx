import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { LoadedData, tokens, useApi, useSession, VisuallyHidden } from 'shared';
import type { IdentityPhotoSide } from 'contract/identity';
import type { IdentityReview } from 'contract/operator-endpoints';
import { PageSection } from '../../components/PageSection';
import { backOfficeMessages } from '../../messages';
import { getIdentityPhoto } from './api/get-identity-photo';

const text = backOfficeMessages.identity;

const Photos = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${tokens.space.md};
`;

const Figure = styled.figure`
  margin: 0;
  padding: ${tokens.space.sm};
  min-height: 120px;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  a {
    display: block;
  }
  img {
    display: block;
    width: 100%;
    max-height: 360px;
    object-fit: contain;
    background: ${tokens.color.background};
  }
`;

type PhotoState = { kind: 'loading' } | { kind: 'shown'; url: string } | { kind: 'failed' };

/**
 * One card photo as an object URL: fetched with the operator's token (an <img src> could not send
 * it), kept only while shown, and revoked when the page goes, so the image lives no longer than the
 * page (the server's no-store keeps it out of the browser's cache). Each fetch is audited, so a new
 * token (a refresh) does not fetch again; only Retry or another submission does.
 */
function usePhotoUrl(id: string, side: IdentityPhotoSide) {
  const api = useApi();
  const { accessToken } = useSession();
  const token = useRef(accessToken);
  token.current = accessToken;
  const signedIn = accessToken !== null;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PhotoState>({ kind: 'loading' });

  useEffect(() => {
    if (!signedIn || !token.current) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setState({ kind: 'loading' });
    getIdentityPhoto(api, token.current, { id, side }, controller.signal).then(
      (photo) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(photo);
        setState({ kind: 'shown', url: objectUrl });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`The ${side} photo of ${id} could not be read`, error);
        setState({ kind: 'failed' });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [api, id, side, signedIn, attempt]);

  return { state, retry: () => setAttempt((count) => count + 1) };
}

function Photo({ id, side }: { id: string; side: IdentityPhotoSide }) {
  const { state, retry } = usePhotoUrl(id, side);
  const alt = text.photoAlt[side];
  return (
    <Figure aria-label={alt} aria-busy={state.kind === 'loading' || undefined}>
      <LoadedData
        loading={state.kind === 'loading'}
        failure={state.kind === 'failed' ? text.photoFailed : null}
        onRetry={retry}
        loadingText={text.photoLoading}
      >
        {state.kind === 'shown' ? (
          // Full size in a new tab of this page's origin, where the object URL is valid until this page revokes it.
          <a href={state.url} target="_blank" rel="noopener">
            <img src={state.url} alt={alt} />
            <VisuallyHidden>{text.openFullSize}</VisuallyHidden>
          </a>
        ) : null}
      </LoadedData>
    </Figure>
  );
}

/** Both sides of the card, as the submission has them. */
export function IdentityPhotos({ review }: { review: IdentityReview }) {
  return (
    <PageSection aria-labelledby="photos-title">
      <h2 id="photos-title">{text.photos}</h2>
      <Photos>
        {review.photos.map(({ side }) => (
          <Photo key={`${review.id}-${side}`} id={review.id} side={side} />
        ))}
      </Photos>
    </PageSection>
  );
}
