import { Link, useLocation, useParams } from 'react-router-dom';
import { LoadedData, paths } from 'shared';
import { ScreenStack } from '../../components/PageSection';
import { queueSearchOf } from '../../lib/back-office-paths';
import { failureMessage } from '../../lib/failure-message';
import { backOfficeMessages } from '../../messages';
import { useWithdrawalDetail } from './api/get-withdrawal';
import { AuditTable, LedgerTable } from './HistoryTables';
import { RequestActions } from './RequestActions';
import { PayoutFlags, RequestSections } from './RequestSections';

const text = backOfficeMessages.request;

/** /operator/requests/:code: everything about one request, and what the operator may do with it. */
export default function RequestScreen() {
  const { code = '' } = useParams();
  const location = useLocation();
  const { data, error, retry } = useWithdrawalDetail(code.toUpperCase());

  return (
    <ScreenStack>
      <Link to={`${paths.operator.root}${queueSearchOf(location.state)}`}>← {text.back}</Link>
      <h1>{text.title(data?.code ?? code.toUpperCase())}</h1>
      <LoadedData loading={data === undefined} failure={data === undefined && error ? failureMessage(error, backOfficeMessages.loadFailed) : null} onRetry={retry}>
        {data ? (
          <>
            <PayoutFlags flags={data.payoutFlags} />
            <RequestActions withdrawal={data} />
            <RequestSections withdrawal={data} />
            <LedgerTable ledger={data.ledger} />
            <AuditTable audit={data.audit} />
          </>
        ) : null}
      </LoadedData>
    </ScreenStack>
  );
}
