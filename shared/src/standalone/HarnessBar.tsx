import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { requestToken, tokens, useConfig, useSession } from 'shared';
import { apps, type RemoteName } from 'contract/federation';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  padding: 0.5rem 1rem;
  font:
    14px/1.4 system-ui,
    sans-serif;
  background: ${tokens.color.surfaceRaised};
  color: ${tokens.color.text};
  border-bottom: 1px solid ${tokens.color.border};
  a,
  button {
    color: inherit;
  }
  input {
    font: inherit;
    padding: 0.125rem 0.25rem;
    width: 11rem;
  }
`;

/** The dev seed's accounts (docs/platform-contract.md): the sign-in starts filled with the one a remote's screens need. */
export const devAccounts = {
  player: { email: 'player@example.com', password: 'player-pass' },
  operator: { email: 'operator@example.com', password: 'operator-pass' },
};

/** The harness's own strip: which remote this is, its routes, and a dev sign-in for signed-in screens. */
export function HarnessBar({
  remote,
  routes,
  devAccount,
}: {
  remote: RemoteName;
  routes: string[];
  devAccount: { email: string; password: string };
}) {
  const config = useConfig();
  const session = useSession();
  const [email, setEmail] = useState(devAccount.email);
  const [password, setPassword] = useState(devAccount.password);
  const [problem, setProblem] = useState<string | null>(null);

  async function signIn(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const token = await requestToken(config.identity, email, password);
      if (!token.access_token) throw new Error('no access token in the answer');
      session.set('accessToken', token.access_token);
      session.set('userEmail', email);
    } catch (error) {
      setProblem(`Sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return (
    <Bar aria-label="Standalone harness">
      <strong>{apps[remote].federationName} remote, standalone</strong>
      <nav aria-label="This remote's routes">
        {routes.map((route) => (
          <Link key={route} to={route} style={{ marginRight: '0.75rem' }}>
            {route}
          </Link>
        ))}
      </nav>
      {session.claims ? (
        <span>
          Signed in as {session.claims.email ?? session.claims.sub}{' '}
          <button type="button" onClick={session.signOut}>
            Sign out
          </button>
        </span>
      ) : (
        <form onSubmit={signIn} aria-label="Dev sign-in">
          <input aria-label="Dev e-mail" value={email} onChange={(event) => setEmail(event.target.value)} />{' '}
          <input aria-label="Dev password" type="password" value={password} onChange={(event) => setPassword(event.target.value)} />{' '}
          <button type="submit">Sign in</button>
          {problem && <span role="alert"> {problem}</span>}
        </form>
      )}
    </Bar>
  );
}
