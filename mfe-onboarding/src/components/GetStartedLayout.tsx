import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { SidePanelLayout, tokens } from 'shared';
import { useMessages } from '../i18n';
import { useScrollHint } from '../lib/use-scroll-hint';
import { OnboardingSteps, type StepIndex } from './OnboardingSteps';

const ScrollHint = styled.button`
  position: fixed;
  right: ${tokens.space.md};
  bottom: ${tokens.space.md};
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 1px solid ${tokens.color.border};
  background: ${tokens.color.surfaceRaised};
  color: ${tokens.color.primary};
  font-size: 1.25rem;
  cursor: pointer;
  animation: pp-fade-in ${tokens.motion.normal} ${tokens.motion.easing};
  @keyframes pp-fade-in {
    from {
      opacity: 0;
      transform: translateY(8px);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
`;

const CONTROLS = 'button, a[href], input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.width > 0 && b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * True while the floating hint would lie over one of the page's controls (on a phone the form's
 * 'Register' ends at the bottom of the screen, where the hint floats): it then stays out of sight.
 */
function useCoversControl(hint: RefObject<HTMLButtonElement | null>, shown: boolean): boolean {
  const [covers, setCovers] = useState(false);
  useLayoutEffect(() => {
    if (!shown) return setCovers(false);
    const check = () => {
      const own = hint.current?.getBoundingClientRect();
      if (!own) return;
      const controls = [...document.querySelectorAll(CONTROLS)].filter((control) => control !== hint.current);
      setCovers(controls.some((control) => overlaps(own, control.getBoundingClientRect())));
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [hint, shown]);
  return covers;
}

/** Every onboarding screen: the 'Get Started with Us' panel with the three steps beside the form. */
export function GetStartedLayout({ step, children }: { step: StepIndex; children: ReactNode }) {
  const t = useMessages();
  const showHint = useScrollHint();
  const hint = useRef<HTMLButtonElement>(null);
  // Never over a control: hidden (kept in place, so it can tell when it is clear again) while it would be.
  const covers = useCoversControl(hint, showHint);
  return (
    <SidePanelLayout panelTitle={t('layout.panelTitle')} panel={<OnboardingSteps current={step} />}>
      {children}
      {showHint ? (
        <ScrollHint
          ref={hint}
          type="button"
          aria-label={t('layout.backToTop')}
          aria-hidden={covers || undefined}
          style={covers ? { visibility: 'hidden' } : undefined}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          ↑
        </ScrollHint>
      ) : null}
    </SidePanelLayout>
  );
}
