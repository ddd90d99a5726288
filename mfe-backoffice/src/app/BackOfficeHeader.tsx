import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, tokens, useSession } from 'shared';
import { Cluster } from '../components/PageSection';
import { backOfficePaths } from '../lib/back-office-paths';
import { backOfficeMessages } from '../messages';

const text = backOfficeMessages.header;

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm} ${tokens.space.lg};
  padding: ${tokens.space.sm} ${tokens.space.lg};
  border-bottom: 1px solid ${tokens.color.border};
  background: ${tokens.color.surface};
  p {
    margin: 0;
  }
`;

const Title = styled(Link)`
  color: ${tokens.color.text};
  font-weight: ${tokens.font.weight.bold};
  text-decoration: none;
`;

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.xs} ${tokens.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${tokens.space.xs} 0;
    color: ${tokens.color.textMuted};
    text-decoration: none;
    border-bottom: 2px solid transparent;
  }
  a:hover {
    color: ${tokens.color.text};
  }
  a[aria-current='page'] {
    color: ${tokens.color.text};
    border-bottom-color: ${tokens.color.primary};
  }
`;

const Account = styled(Cluster)`
  color: ${tokens.color.textMuted};
`;

const within = (pathname: string, section: string) => pathname === section || pathname.startsWith(`${section}/`);

/** Which section a path is in: a request belongs to the withdrawal requests, a review to the identity reviews. */
function sectionOf(pathname: string): 'withdrawals' | 'identities' | 'suspicious-play' | 'privacy-requests' {
  if (within(pathname, backOfficePaths.identities)) return 'identities';
  if (within(pathname, backOfficePaths.privacyRequests)) return 'privacy-requests';
  return within(pathname, backOfficePaths.suspiciousPlay) ? 'suspicious-play' : 'withdrawals';
}

/** The back office's own bar: its name (home to the queue), its sections, who is signed in, and Sign out. */
export function BackOfficeHeader() {
  const { claims, signOut } = useSession();
  const current = sectionOf(useLocation().pathname);
  const sections = [
    { key: 'withdrawals', to: backOfficePaths.root, label: text.withdrawals },
    { key: 'identities', to: backOfficePaths.identities, label: text.identities },
    { key: 'suspicious-play', to: backOfficePaths.suspiciousPlay, label: text.suspiciousPlay },
    { key: 'privacy-requests', to: backOfficePaths.privacyRequests, label: text.privacyRequests },
  ] as const;
  return (
    <Bar>
      <Title to={backOfficePaths.root}>{text.title}</Title>
      <Nav aria-label={text.nav}>
        <ul>
          {sections.map((section) => (
            <li key={section.key}>
              <Link to={section.to} aria-current={current === section.key ? 'page' : undefined}>
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </Nav>
      <Account>
        {claims?.email ? <p>{text.signedInAs(claims.email)}</p> : null}
        <Button variant="secondary" onClick={signOut}>
          {text.signOut}
        </Button>
      </Account>
    </Bar>
  );
}
