import { Panel, LoadedRead } from '../../components/ui';
import { useMessages } from '../../i18n';
import { useAccountDetails } from './api/get-account-details';
import { DetailsForm } from './DetailsForm';
import { EmailPanel } from './EmailPanel';

/** The player's details, pre-filled, and their e-mail address. */
export default function DetailsScreen() {
  const t = useMessages();
  const details = useAccountDetails();
  return (
    <LoadedRead read={details} loadingText={t('details.loading')}>
      {(data) => (
        <>
          <Panel aria-labelledby="details-heading">
            <h2 id="details-heading">{t('details.heading')}</h2>
            <DetailsForm details={data} />
          </Panel>
          <EmailPanel email={data.email} />
        </>
      )}
    </LoadedRead>
  );
}
