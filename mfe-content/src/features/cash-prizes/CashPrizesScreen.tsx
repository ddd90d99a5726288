import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { CenteredMessage, paths, tokens, usePrefersReducedMotion, useSession, VisuallyHidden } from 'shared';
import { WITHDRAWAL_TIERS } from 'contract/money';
import { Confetti } from './Confetti';
import { swipeDirection, useLadder } from './ladder';
import { SiteFooter } from '../../components/site-frame';
import { useMessages, type ContentTranslate } from '../../i18n';

const [firstTier, secondTier] = WITHDRAWAL_TIERS;

/** The ladder's four steps in the page's language; the amounts are spec §9's tiers, in the language's grouping. */
function ladderSteps(t: ContentTranslate) {
  return [
    { eyebrow: t('cashPrizes.intro.eyebrow'), title: t('cashPrizes.intro.title'), text: t('cashPrizes.intro.text') },
    {
      eyebrow: t('cashPrizes.first.eyebrow'),
      title: t('cashPrizes.first.title', { points: firstTier }),
      text: t('cashPrizes.first.text', { amount: firstTier }),
    },
    {
      eyebrow: t('cashPrizes.second.eyebrow'),
      title: t('cashPrizes.second.title', { points: secondTier }),
      text: t('cashPrizes.second.text', { amount: secondTier }),
    },
    { eyebrow: t('cashPrizes.ultimate.eyebrow'), title: t('cashPrizes.ultimate.title'), text: t('cashPrizes.ultimate.text') },
  ];
}

const Stage = styled.main`
  position: relative;
  /*
   * Below the desktop width the shell's 'Language' control is a band above the page: the stage
   * fills what is left of the smallest viewport, so focusing it (its autofocus, which scrolls a
   * focused element into view) moves nothing and the control stays in sight. From the desktop
   * width the control floats over the stage's corner.
   */
  height: calc(100vh - ${tokens.space.sm} - ${tokens.languageControl.height});
  height: calc(100svh - ${tokens.space.sm} - ${tokens.languageControl.height});
  @media (min-width: ${tokens.breakpoint.desktop}) {
    height: 100vh;
  }
  overflow: hidden;
  outline: none;
  touch-action: none;
  background: radial-gradient(circle at 50% 120%, #3b2f8f 0%, ${tokens.color.background} 65%);
`;

/** A step of the ladder: a centred message (shown as a section), the steps stacked and moved in from below. */
const Slide = styled(CenteredMessage)<{ $offset: number; $animated: boolean }>`
  position: absolute;
  inset: 0;
  transform: translateY(${({ $offset }) => $offset * 100}%);
  opacity: ${({ $offset }) => ($offset === 0 ? 1 : 0)};
  ${({ $animated }) =>
    $animated &&
    css`
      transition:
        transform 600ms ${tokens.motion.easing},
        opacity 600ms ${tokens.motion.easing};
    `}
  p {
    max-width: 40ch;
    font-size: ${tokens.font.size.lg};
    color: ${tokens.color.textMuted};
  }
  h2 {
    font-size: clamp(2rem, 7vw, 4rem);
    line-height: 1.1;
  }
`;

const Eyebrow = styled.span`
  color: ${tokens.color.primary};
  font-weight: ${tokens.font.weight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Progress = styled.div`
  position: absolute;
  left: ${tokens.space.lg};
  right: ${tokens.space.lg};
  bottom: ${tokens.space.lg};
  height: 8px;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surfaceRaised};
  span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${tokens.color.primary};
    transition: width 600ms ${tokens.motion.easing};
  }
`;

const TopNav = styled.nav`
  position: absolute;
  top: ${tokens.space.md};
  left: ${tokens.space.md};
  right: ${tokens.space.md};
  z-index: 5;
  display: flex;
  justify-content: space-between;
  font-weight: ${tokens.font.weight.bold};
  /*
   * From this width the shell's 'Language' control floats in the top-right corner (its bar's
   * padding, then the control at its widest): the nav ends a gap before it, whatever the language.
   */
  @media (min-width: ${tokens.breakpoint.desktop}) {
    right: calc(${tokens.space.md} + ${tokens.languageControl.maxWidth} + ${tokens.space.lg});
  }
`;

const ExploreButton = styled.button`
  min-height: 48px;
  padding: 0 ${tokens.space.lg};
  border-radius: ${tokens.radius.md};
  border: 0;
  background: ${tokens.color.primary};
  color: ${tokens.color.onPrimary};
  font: inherit;
  font-weight: ${tokens.font.weight.bold};
  cursor: pointer;
`;

const forwardKeys = new Set(['ArrowDown', 'ArrowRight', 'PageDown', ' ']);
const backKeys = new Set(['ArrowUp', 'ArrowLeft', 'PageUp']);

/** /cashprizes: the full-screen prize ladder, moved by wheel, swipe and arrow keys (spec §2, §4). */
export default function CashPrizesScreen() {
  const reducedMotion = usePrefersReducedMotion();
  const signedIn = useSession().claims !== null;
  const { step, progress, confetti, next, previous } = useLadder({ reducedMotion });
  const stage = useRef<HTMLElement>(null);
  const touchStart = useRef<number | null>(null);
  const t = useMessages();
  const steps = ladderSteps(t);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    // Without scrolling: the page keeps its top (the Language control) in view.
    element.focus({ preventScroll: true });
    // Not passive: the wheel moves the ladder, not the page.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      if (Math.abs(event.deltaY) < 4) return;
      if (event.deltaY > 0) next(event);
      else previous(event);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [next, previous]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (forwardKeys.has(event.key)) next(event);
    else if (backKeys.has(event.key)) previous(event);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <Stage
        ref={stage}
        tabIndex={-1}
        // Focused by the pre-rendered HTML too: the first arrows reach the ladder, held until it is live (ADR 071).
        autoFocus
        aria-roledescription={t('cashPrizes.roleDescription')}
        aria-label={t('cashPrizes.stageLabel')}
        onKeyDown={onKeyDown}
        onTouchStart={(event) => (touchStart.current = event.touches[0]?.clientY ?? null)}
        onTouchEnd={(event) => {
          const endY = event.changedTouches[0]?.clientY;
          if (touchStart.current === null || endY === undefined) return;
          const direction = swipeDirection(touchStart.current, endY);
          touchStart.current = null;
          if (direction === 1) next(event);
          if (direction === -1) previous(event);
        }}
      >
        <TopNav>
          <Link to={paths.home}>PlayPrize</Link>
          {/* A signed-in player is offered the next step, not an account they already have. */}
          {signedIn ? (
            <Link to={paths.withdrawal}>{t('cashPrizes.withdraw')}</Link>
          ) : (
            <Link to={paths.getStarted.root}>{t('cashPrizes.signUp')}</Link>
          )}
        </TopNav>
        <VisuallyHidden as="h1">{t('cashPrizes.heading')}</VisuallyHidden>
        {steps.map((content, index) => (
          <Slide
            as="section"
            key={index}
            $offset={index - step}
            $animated={!reducedMotion}
            aria-hidden={index !== step}
            inert={index !== step}
          >
            <Eyebrow>{content.eyebrow}</Eyebrow>
            <h2>{content.title}</h2>
            <p>{content.text}</p>
            {index === 0 ? (
              <ExploreButton type="button" onClick={next}>
                {t('cashPrizes.explore')}
              </ExploreButton>
            ) : null}
            {index === steps.length - 1 ? (
              <Link to={signedIn ? paths.home : paths.getStarted.root}>{t('cashPrizes.startPlaying')}</Link>
            ) : null}
          </Slide>
        ))}
        <VisuallyHidden as="p" role="status">
          {t('cashPrizes.status', {
            step: step + 1,
            total: steps.length,
            eyebrow: steps[step]?.eyebrow ?? '',
            title: steps[step]?.title ?? '',
          })}
        </VisuallyHidden>
        <Progress role="progressbar" aria-label={t('cashPrizes.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
          <span style={{ width: `${progress}%` }} />
        </Progress>
        <Confetti phase={confetti} />
      </Stage>
      <SiteFooter />
    </>
  );
}
