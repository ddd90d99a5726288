import type { ReactNode } from 'react';
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

/** Every onboarding screen: the 'Get Started with Us' panel with the three steps beside the form. */
export function GetStartedLayout({ step, children }: { step: StepIndex; children: ReactNode }) {
  const t = useMessages();
  const showHint = useScrollHint();
  return (
    <SidePanelLayout panelTitle={t('layout.panelTitle')} panel={<OnboardingSteps current={step} />}>
      {children}
      {showHint ? (
        <ScrollHint type="button" aria-label={t('layout.backToTop')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          ↑
        </ScrollHint>
      ) : null}
    </SidePanelLayout>
  );
}
