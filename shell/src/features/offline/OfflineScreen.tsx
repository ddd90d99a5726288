import { CenteredMessage, productName } from 'shared';
import { useMessages } from '../../i18n';

/** Marks the link the service worker points at the address that could not be loaded (shell/src/service-worker/offline-page.ts). */
export const retryLinkAttribute = 'data-offline-retry';

/**
 * The page the service worker shows for a page request when the network is down (ADR 069): built
 * into static HTML in each language by the shell's build, it runs no script. "Try again" asks for
 * the same address again.
 */
export function OfflineScreen() {
  const t = useMessages();
  return (
    <CenteredMessage>
      <h1>{t('offline.title')}</h1>
      <p>{t('offline.body', { product: productName })}</p>
      <a href="/" {...{ [retryLinkAttribute]: '' }}>
        {t('offline.retry')}
      </a>
    </CenteredMessage>
  );
}
