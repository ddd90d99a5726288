import styled from 'styled-components';
import { tokens, VisuallyHidden } from 'shared';
import { useMessages } from '../i18n';

const onboardingStepIds = ['steps.signUp', 'steps.avatar', 'steps.favourites'] as const;

/** 0, 1 or 2: the step being done now. Steps before it are finished, steps after it are still to come. */
export type StepIndex = 0 | 1 | 2;

const List = styled.ol`
  list-style: none;
  margin: ${tokens.space.md} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'upcoming' }>`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  background: ${({ $state }) => ($state === 'upcoming' ? 'transparent' : tokens.color.surfaceRaised)};
  border: 1px solid ${({ $state }) => ($state === 'current' ? tokens.color.primary : 'transparent')};
  color: ${({ $state }) => ($state === 'upcoming' ? tokens.color.textMuted : tokens.color.text)};
  opacity: ${({ $state }) => ($state === 'upcoming' ? 0.75 : 1)};
`;

const Marker = styled.span<{ $state: 'done' | 'current' | 'upcoming' }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  font-weight: ${tokens.font.weight.bold};
  background: ${({ $state }) => ($state === 'done' ? tokens.color.success : $state === 'current' ? tokens.color.primary : tokens.color.border)};
  color: ${({ $state }) => ($state === 'upcoming' ? tokens.color.text : tokens.color.onPrimary)};
`;

/** The three onboarding steps of the side panel: finished ones checked, the current one highlighted, later ones dimmed. */
export function OnboardingSteps({ current }: { current: StepIndex }) {
  const t = useMessages();
  return (
    <List aria-label={t('steps.label')}>
      {onboardingStepIds.map((stepId, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <Item key={stepId} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Marker $state={state} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </Marker>
            <span>
              {t(stepId)}
              {state === 'done' ? <VisuallyHidden> {t('steps.done')}</VisuallyHidden> : null}
            </span>
          </Item>
        );
      })}
    </List>
  );
}
