import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, paths, productName, tokens, useSession } from 'shared';
import { usePlayerProfile } from './use-player-profile';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};
  padding: ${tokens.space.sm} ${tokens.space.md};
  background: ${tokens.color.surface};
  border-bottom: 1px solid ${tokens.color.border};
`;

const Brand = styled(Link)`
  font-weight: ${tokens.font.weight.bold};
  font-size: ${tokens.font.size.lg};
  text-decoration: none;
`;

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  @media (min-width: ${tokens.breakpoint.tablet}) {
    gap: ${tokens.space.md};
  }
`;

/** The first name is a nicety; on narrow phones the balance and Logout need the room. */
const FirstName = styled.span`
  display: none;
  @media (min-width: ${tokens.breakpoint.tablet}) {
    display: inline;
  }
`;

const LogoutButton = styled(Button)`
  min-height: 40px;
  padding: 0 ${tokens.space.md};
`;

const Balance = styled.span`
  padding: ${tokens.space.xs} ${tokens.space.md};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surfaceRaised};
  color: ${tokens.color.primary};
  font-weight: ${tokens.font.weight.bold};
`;

const coinFormat = new Intl.NumberFormat('en-US');

export function TopBar() {
  const profile = usePlayerProfile();
  const { signOut } = useSession();
  const navigate = useNavigate();

  return (
    <Bar>
      <Brand to={paths.home}>{productName}</Brand>
      <Right>
        <Balance aria-label="Coin balance">{profile ? coinFormat.format(profile.actualUsableCoins) : 'Loading...'}</Balance>
        {profile ? <FirstName>{profile.firstName}</FirstName> : null}
        <LogoutButton
          variant="secondary"
          onClick={() => {
            signOut();
            navigate(paths.signIn);
          }}
        >
          Logout
        </LogoutButton>
      </Right>
    </Bar>
  );
}
