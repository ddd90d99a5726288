import { Link, useLocation, useParams } from 'react-router-dom';
import { LoadedData } from 'shared';
import { ScreenStack } from '../../components/PageSection';
import { backOfficePaths, queueSearchOf } from '../../lib/back-office-paths';
import { failureMessage } from '../../lib/failure-message';
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
  const location = useLocation();
  const { data, error, retry } = useIdentityReview(id);

  return (
    <ScreenStack>
      <Link to={`${backOfficePaths.identities}${queueSearchOf(location.state)}`}>← {text.back}</Link>
      <h1>{data ? text.title(data.playerName) : text.loadingTitle}</h1>
      <LoadedData loading={data === undefined} failure={data === undefined && error ? failureMessage(error, backOfficeMessages.loadFailed) : null} onRetry={retry}>
        {data ? (
          <>
            <IdentityActions review={data} />
            <IdentitySections review={data} />
            <IdentityPhotos review={data} />
            <IdentityFlags flags={data.flags} />
            <IdentityAudit audit={data.audit} />
          </>
        ) : null}
      </LoadedData>
    </ScreenStack>
  );
}
