import { preload } from 'react-dom';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, tokens, usePrefersReducedMotion } from 'shared';
import { DAILY_GAME_COIN_CAP, games } from 'contract/games';
import { MINIMUM_WITHDRAWAL_COINS } from 'contract/money';
import loopMp4 from '../../../assets/landing-loop.mp4';
import loopWebm from '../../../assets/landing-loop.webm';
import poster from '../../../assets/landing-poster.jpg';
import { useMessages } from '../../../i18n';

const Hero = styled.main`
  position: relative;
  min-height: 100vh;
  display: grid;
  /* The announcement centred in what the footer leaves. */
  grid-template-rows: 1fr auto;
  place-items: center;
  overflow: hidden;
  /* The poster paints first, as a background: the largest paint never waits for the video. */
  background: ${tokens.color.background} url(${poster}) center / cover no-repeat;
`;

const Video = styled.video`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Shade = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(180deg, rgb(14 17 36 / 45%) 0%, rgb(14 17 36 / 85%) 100%);
`;

const Content = styled.div`
  position: relative;
  max-width: 720px;
  padding: ${tokens.space.xl} ${tokens.space.md};
  text-align: center;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.md};
  h1 {
    margin: 0;
    font-size: clamp(2rem, 6vw, 3.5rem);
    line-height: 1.1;
  }
  p {
    margin: 0;
    font-size: ${tokens.font.size.lg};
    color: ${tokens.color.text};
  }
`;

const Badge = styled.span`
  padding: ${tokens.space.xs} ${tokens.space.md};
  border-radius: ${tokens.radius.pill};
  background: rgb(255 197 61 / 15%);
  color: ${tokens.color.primary};
  font-weight: ${tokens.font.weight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  font-size: ${tokens.font.size.sm};
`;

const Steps = styled.section`
  width: 100%;
  max-width: 560px;
  padding: ${tokens.space.md} ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  background: rgb(14 17 36 / 55%);
  border: 1px solid rgb(255 255 255 / 12%);
  text-align: left;
  h2 {
    margin: 0 0 ${tokens.space.sm};
    font-size: ${tokens.font.size.md};
    color: ${tokens.color.primary};
  }
  ol {
    margin: 0;
    padding-left: 1.4rem;
    display: grid;
    gap: ${tokens.space.xs};
  }
  li {
    color: ${tokens.color.text};
  }
`;

const Actions = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.space.md};
  margin-top: ${tokens.space.md};
`;

const Action = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 ${tokens.space.lg};
  border-radius: ${tokens.radius.md};
  font-weight: ${tokens.font.weight.bold};
  text-decoration: none;
  background: ${({ $primary }) => ($primary ? tokens.color.primary : 'rgb(255 255 255 / 8%)')};
  color: ${({ $primary }) => ($primary ? tokens.color.onPrimary : tokens.color.text)};
`;

const Footer = styled.footer`
  position: relative;
  padding: ${tokens.space.md};
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.space.sm} ${tokens.space.lg};
  font-size: ${tokens.font.size.sm};
  a {
    color: ${tokens.color.textMuted};
  }
`;

/**
 * The landing for visitors (ADR 051): what the product is, how it works in three steps with the real
 * rules' numbers, and the way in, over a looping, muted background video.
 */
export function Landing() {
  // The poster is the page's largest paint: asked for with the HTML (a pre-rendered page carries
  // this as a <link rel=preload>), not once its style is applied.
  preload(poster, { as: 'image', fetchPriority: 'high' });
  const reducedMotion = usePrefersReducedMotion();
  const t = useMessages();
  return (
    <Hero>
      {reducedMotion ? null : (
        <Video autoPlay muted loop playsInline preload="metadata" poster={poster} aria-hidden="true" data-testid="landing-video">
          <source src={loopWebm} type="video/webm" />
          <source src={loopMp4} type="video/mp4" />
        </Video>
      )}
      <Shade />
      <Content>
        <Badge>{t('landing.badge')}</Badge>
        <h1>{t('landing.title')}</h1>
        <p>{t('landing.intro')}</p>
        <Steps aria-labelledby="how-it-works">
          <h2 id="how-it-works">{t('landing.howItWorks')}</h2>
          <ol>
            <li>{t('landing.step.signUp')}</li>
            <li>{t('landing.step.play', { coins: games['quick-sums'].coinsPerWin, cap: DAILY_GAME_COIN_CAP })}</li>
            <li>{t('landing.step.cashOut', { tier: MINIMUM_WITHDRAWAL_COINS })}</li>
          </ol>
        </Steps>
        <Actions aria-label={t('landing.getStarted')}>
          <Action to={paths.getStarted.root} $primary>
            {t('landing.signUp')}
          </Action>
          <Action to={paths.signIn}>{t('landing.signIn')}</Action>
          <Action to={paths.cashPrizes}>{t('landing.seePrizes')}</Action>
        </Actions>
      </Content>
      <Footer>
        <Link to={paths.help}>{t('landing.help')}</Link>
        <Link to={paths.privacyPolicy}>{t('landing.privacyPolicy')}</Link>
        <Link to={paths.terms}>{t('landing.terms')}</Link>
        <Link to={paths.contact}>{t('landing.contactUs')}</Link>
      </Footer>
    </Hero>
  );
}
