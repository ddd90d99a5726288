import { useParams } from 'react-router-dom';
import { paths } from 'shared';
import { DetailScreen } from '../../components/DetailScreen';
import { backOfficeMessages } from '../../messages';
import { useWithdrawalDetail } from './api/get-withdrawal';
import { AuditTable, LedgerTable } from './HistoryTables';
import { PlayLimitsSection } from './PlayLimitsSection';
import { RequestActions } from './RequestActions';
import { PayoutFlags, RequestSections } from './RequestSections';

const text = backOfficeMessages.request;

/** /operator/requests/:code: everything about one request, and what the operator may do with it. */
export default function RequestScreen() {
  const { code = '' } = useParams();
  const read = useWithdrawalDetail(code.toUpperCase());

  return (
    <DetailScreen queue={paths.operator.root} back={text.back} title={text.title(read.data?.code ?? code.toUpperCase())} read={read}>
      {(withdrawal) => (
        <>
          <PayoutFlags flags={withdrawal.payoutFlags} />
          <RequestActions withdrawal={withdrawal} />
          <RequestSections withdrawal={withdrawal} />
          <LedgerTable ledger={withdrawal.ledger} />
          <AuditTable audit={withdrawal.audit} />
          <PlayLimitsSection code={withdrawal.code} />
        </>
      )}
    </DetailScreen>
  );
}
