import { useParams } from 'react-router-dom';
import { DetailScreen } from '../../components/DetailScreen';
import { backOfficePaths } from '../../lib/back-office-paths';
import { backOfficeMessages } from '../../messages';
import { useIdentityReview } from './api/get-identity-review';
import { IdentityActions } from './IdentityActions';
import { IdentityAudit, IdentityFlags } from './IdentityHistory';
import { IdentityPhotos } from './IdentityPhotos';
import { IdentitySections } from './IdentitySections';

const text = backOfficeMessages.identity;

/** /operator/identities/:id: one identity submission in full (its reading audited by the server), and the decision on it. */
export default function IdentityReviewScreen() {
  const { id = '' } = useParams();
  const read = useIdentityReview(id);

  return (
    <DetailScreen
      queue={backOfficePaths.identities}
      back={text.back}
      title={read.data ? text.title(read.data.playerName) : text.loadingTitle}
      read={read}
    >
      {(review) => (
        <>
          <IdentityActions review={review} />
          <IdentitySections review={review} />
          <IdentityPhotos review={review} />
          <IdentityFlags flags={review.flags} />
          <IdentityAudit audit={review.audit} />
        </>
      )}
    </DetailScreen>
  );
}
