import { useState } from 'react';
import { Button, FormMessages } from 'shared';
import { Actions, Muted } from '../../components/ui';
import { useMessages } from '../../i18n';
import { useObjectToAttempt } from './api/object-to-attempt';

/**
 * Where a refusal by the pace or replay checks is shown: the player may ask for a person to review
 * it (ADR 060), once. Once asked (or asked before), the server's words say so and the button goes.
 */
export function ObjectionRequest({ attemptId }: { attemptId: string }) {
  const t = useMessages();
  const [sent, setSent] = useState<string | null>(null);
  const write = useObjectToAttempt(setSent, t('objection.failed'));
  return (
    <>
      {sent ? null : (
        <>
          <Muted>{t('objection.note')}</Muted>
          <Actions>
            <Button variant="secondary" busy={write.busy} onClick={() => void write.run(attemptId)}>
              {t('objection.ask')}
            </Button>
          </Actions>
        </>
      )}
      <FormMessages error={write.error} status={write.busy ? t('objection.sending') : sent} />
    </>
  );
}
