import { productName } from 'shared';
import { apps, type RemoteName } from 'contract/federation';

/** What a remote's origin shows when it is not set up to run alone. */
export function StandaloneNotice({ remote, detail }: { remote: RemoteName; detail: string }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', maxWidth: '40rem' }}>
      <h1>
        {productName}: the {apps[remote].federationName} remote
      </h1>
      <p>
        Players reach its screens through the shell at <a href={`http://localhost:${apps.shell.port}`}>port {apps.shell.port}</a>.
      </p>
      <p>
        To work on it alone, run <code>npm start -w {apps[remote].dir}</code>: that serves this origin with a config.json.
      </p>
      <p>
        <small>{detail}</small>
      </p>
    </main>
  );
}
