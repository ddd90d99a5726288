import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Form, FormMessages, Heading, Muted, tokens, useFormSubmit } from 'shared';
import * as messages from 'contract/messages';
import type { Read } from 'shared/queries';
import { GetStartedLayout } from './GetStartedLayout';
import type { StepIndex } from './OnboardingSteps';

/** The choices' grid, under its legend; each step sets its columns and gap. */
export const Choices = styled.fieldset`
  display: grid;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** One choice: its input covers the whole tile, invisible, so that the tile is what is pressed and focused. */
export const ChoiceTile = styled.label`
  position: relative;
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

interface ChoiceStepProps {
  step: StepIndex;
  /** The step's words, `loading` the status while the list loads. */
  words: { heading: string; intro: string; retry: string; submit: string; loading: string };
  /** The list to choose from. */
  list: Pick<Read<unknown>, 'data' | 'error' | 'isLoading' | 'retry'>;
  /** The step's write, and its press: null (a disabled button) until something is chosen. */
  write: { busy: boolean; status: string | null; error: string | null };
  submit: (() => Promise<unknown>) | null;
  /** The choices under their legend, once the list has loaded; what follows the form. */
  children: ReactNode;
  footer?: ReactNode;
}

/** The avatar and favourites steps: a list read, a choice made from it, one write, and a Retry when the list failed. */
export function ChoiceStep({ step, words, list, write, submit, children, footer }: ChoiceStepProps) {
  const formHandlers = useFormSubmit(async () => {
    await submit?.();
  });
  return (
    <GetStartedLayout step={step}>
      <Heading>{words.heading}</Heading>
      <Muted>{words.intro}</Muted>
      <Form noValidate {...formHandlers}>
        {children}
        <FormMessages
          error={write.error ?? (list.error ? messages.onboarding.somethingWrong : null)}
          status={write.status ?? (list.isLoading ? words.loading : null)}
        />
        {list.error && !list.data ? (
          // The list did not load: no choice is possible until it does.
          <Button variant="secondary" onClick={list.retry}>
            {words.retry}
          </Button>
        ) : null}
        <Button type="submit" busy={write.busy} disabled={!submit}>
          {words.submit}
        </Button>
      </Form>
      {footer}
    </GetStartedLayout>
  );
}
