import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, paths, tokens, useSession } from 'shared';
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
  p { margin: 0; }
`;

const Title = styled(Link)`
  color: ${tokens.color.text};
  font-weight: ${tokens.font.weight.bold};
  text-decoration: none;
`;

const Account = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.md};
  color: ${tokens.color.textMuted};
`;

/** The back office's own bar: its name (home to the queue), who is signed in, and Sign out. */
export function BackOfficeHeader() {
  const { claims, signOut } = useSession();
  return (
    <Bar>
      <Title to={paths.operator.root}>{text.title}</Title>
      <Account>
        {claims?.email ? <p>{text.signedInAs(claims.email)}</p> : null}
        <Button variant="secondary" onClick={signOut}>
          {text.signOut}
        </Button>
      </Account>
    </Bar>
  );
}
