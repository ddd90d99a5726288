import { useParams } from 'react-router-dom';
import { DetailScreen } from '../../components/DetailScreen';
import { FactsGrid } from '../../components/Facts';
import { backOfficePaths } from '../../lib/back-office-paths';
import { backOfficeMessages } from '../../messages';
import { usePrivacyRequest } from './api/privacy-reads';
import { ObjectionFacts, ObjectionMoves } from './ObjectionSections';
import { PrivacyActions } from './PrivacyActions';
import { PrivacyTrail, RequestFacts } from './RequestSections';

const text = backOfficeMessages.privacyRequests;

/**
 * /operator/privacy-requests/:id: one request in full (its reading recorded in its trail), an
 * objection's game result and moves, and the decision. The id is in the path: a reload shows it again.
 */
export default function PrivacyRequestScreen() {
  const { id = '' } = useParams();
  const read = usePrivacyRequest(id);

  return (
    <DetailScreen
      queue={backOfficePaths.privacyRequests}
      back={text.back}
      title={read.data ? text.kinds[read.data.kind] : text.loadingTitle}
      read={read}
    >
      {(request) => (
        <>
          <PrivacyActions request={request} />
          <FactsGrid>
            <RequestFacts request={request} />
            {request.objection ? <ObjectionFacts objection={request.objection} /> : null}
          </FactsGrid>
          {request.objection ? <ObjectionMoves objection={request.objection} /> : null}
          <PrivacyTrail events={request.events} />
        </>
      )}
    </DetailScreen>
  );
}
