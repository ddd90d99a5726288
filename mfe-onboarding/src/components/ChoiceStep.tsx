import type { ReactNode } from 'react';
import { Button, Form, FormMessages, Heading, Muted, useFormSubmit } from 'shared';
import * as messages from 'contract/messages';
import type { Read } from 'shared/queries';
import { GetStartedLayout } from './GetStartedLayout';
import type { StepIndex } from './OnboardingSteps';

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
