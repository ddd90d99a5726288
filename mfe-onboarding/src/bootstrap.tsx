import { createRoot } from 'react-dom/client';
import { apps, productName } from 'shared';

// Opened on its own, the remote says what it is; players reach its screens through the shell.
createRoot(document.getElementById('root')!).render(
  <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
    <h1>
      {productName}: the {apps.onboarding.federationName} remote
    </h1>
    <p>
      Its screens are loaded by the shell at <a href={`http://localhost:${apps.shell.port}`}>port {apps.shell.port}</a>.
    </p>
  </main>,
);
