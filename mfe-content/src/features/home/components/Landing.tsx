import { preload } from 'react-dom';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, productName, tokens, usePrefersReducedMotion } from 'shared';
import loopMp4 from '../../../assets/landing-loop.mp4';
import loopWebm from '../../../assets/landing-loop.webm';
import poster from '../../../assets/landing-poster.jpg';
import { useMessages } from '../../../i18n';

const Hero = styled.main`
  position: relative;
  min-height: 100vh;
  display: grid;
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
  position: absolute;
  bottom: ${tokens.space.md};
  left: 0;
  right: 0;
  display: flex;
  justify-content: center;
  gap: ${tokens.space.lg};
  font-size: ${tokens.font.size.sm};
  a {
    color: ${tokens.color.textMuted};
  }
`;

/** The coming-soon landing for visitors: a looping, muted background video behind the announcement. */
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
        <Badge>{t('landing.comingSoon')}</Badge>
        <h1>{t('landing.heading', { product: productName })}</h1>
        <p>{t('landing.body')}</p>
        <Actions aria-label={t('landing.getStarted')}>
          <Action to={paths.getStarted.root} $primary>
            {t('landing.signUp')}
          </Action>
          <Action to={paths.signIn}>{t('landing.signIn')}</Action>
          <Action to={paths.cashPrizes}>{t('landing.seePrizes')}</Action>
        </Actions>
      </Content>
      <Footer>
        <Link to={paths.privacyPolicy}>{t('landing.privacyPolicy')}</Link>
        <Link to={paths.contact}>{t('landing.contactUs')}</Link>
      </Footer>
    </Hero>
  );
}
