import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CenteredMessage, paths, productName, tokens, TrophyIllustration } from 'shared';
import { useMessages } from '../../i18n';

const Panel = styled(CenteredMessage)`
  min-height: 100vh;
  background: radial-gradient(circle at 30% 10%, #3b2f8f 0%, ${tokens.color.background} 65%);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.space.md};
`;

const ActionLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 ${tokens.space.lg};
  border-radius: ${tokens.radius.md};
  border: 1px solid ${({ $primary }) => ($primary ? 'transparent' : tokens.color.border)};
  background: ${({ $primary }) => ($primary ? tokens.color.primary : 'transparent')};
  color: ${({ $primary }) => ($primary ? tokens.color.onPrimary : tokens.color.text)};
  font-weight: ${tokens.font.weight.bold};
  text-decoration: none;
`;

/** /signinleft: the sign-in side panel on its own, as a welcome page that leads to sign-in. */
export default function SignInPanelScreen() {
  const t = useMessages();
  return (
    <Panel>
      <TrophyIllustration size={180} />
      <h1>{t('signInPanel.heading')}</h1>
      <p>{t('signInPanel.body', { product: productName })}</p>
      <Actions>
        <ActionLink to={paths.signIn} $primary>
          {t('signInPanel.signIn')}
        </ActionLink>
        <ActionLink to={paths.getStarted.root}>{t('signInPanel.signUp')}</ActionLink>
      </Actions>
    </Panel>
  );
}
