import { Panel, LoadedRead } from '../../components/ui';
import { useMessages } from '../../i18n';
import { useAccountDetails } from './api/get-account-details';
import { DetailsForm } from './DetailsForm';
import { EmailPanel } from './EmailPanel';

/**
 * The player's details, pre-filled, and their e-mail address. Until they come the form shows as it
 * will, empty and taking nothing (ADR 080): the page's copy paints it, and the live form fills it in
 * place. A read that failed shows why, with a Retry.
 */
export default function DetailsScreen() {
  const t = useMessages();
  const details = useAccountDetails();
  const { data } = details;
  return (
    <>
      <Panel aria-labelledby="details-heading" aria-busy={data === undefined ? true : undefined}>
        <h2 id="details-heading">{t('details.heading')}</h2>
        {data === undefined && details.error ? (
          <LoadedRead read={details} loadingText={t('details.loading')}>
            {() => null}
          </LoadedRead>
        ) : (
          // A new form once they come: its fields start from them.
          <DetailsForm key={data ? 'read' : 'reading'} details={data ?? null} />
        )}
      </Panel>
      {data ? <EmailPanel email={data.email} /> : null}
    </>
  );
}
