import { createRoot } from 'react-dom/client';
import { apps, type RemoteName } from '../federation';
import { productName } from '../brand';

/**
 * What a remote's own origin shows when opened directly: which remote it is and where players
 * reach its screens. (The remotes' screens themselves load only inside the shell.)
 */
export function mountRemoteNotice(remote: RemoteName): void {
  createRoot(document.getElementById('root')!).render(
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
      <h1>
        {productName}: the {apps[remote].federationName} remote
      </h1>
      <p>
        Its screens are loaded by the shell at <a href={`http://localhost:${apps.shell.port}`}>port {apps.shell.port}</a>.
      </p>
    </main>,
  );
}
