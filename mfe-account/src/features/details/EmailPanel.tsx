import { useState } from 'react';
import { Button, Form, FormMessages, TextField, useApi, useSession, useSharedMessages } from 'shared';
import { CodeEntryForm, useCodeEntry } from 'shared/code-entry';
import { readsChanged } from 'shared/queries';
import { endpoints } from 'contract/endpoints';
import { accountEndpoints } from 'contract/account-endpoints';
import * as messages from 'contract/messages';
import { Actions, Muted, Panel } from '../../components/ui';
import { useMessages } from '../../i18n';
import { changeEmail, confirmEmailChange, refusalText, useChangeEmail } from './api/change-email';

type Step = { kind: 'shown'; changed: boolean } | { kind: 'entering' } | { kind: 'code'; email: string };

/** The e-mail address: shown, then a new one typed, then the code mailed to it (the one verification engine). */
export function EmailPanel({ email }: { email: string }) {
  const t = useMessages();
  const [step, setStep] = useState<Step>({ kind: 'shown', changed: false });
  return (
    <Panel aria-labelledby="email-heading">
      <h2 id="email-heading">{t('email.heading')}</h2>
      {step.kind === 'shown' ? (
        <>
          <p>{t('email.current', { email })}</p>
          <FormMessages status={step.changed ? messages.account.emailChanged : null} />
          <Actions>
            <Button type="button" variant="secondary" onClick={() => setStep({ kind: 'entering' })}>
              {t('email.change')}
            </Button>
          </Actions>
        </>
      ) : step.kind === 'entering' ? (
        <NewAddressForm
          onSent={(address) => setStep({ kind: 'code', email: address })}
          onCancel={() => setStep({ kind: 'shown', changed: false })}
        />
      ) : (
        <CodeStep
          email={step.email}
          onChanged={() => setStep({ kind: 'shown', changed: true })}
          onCancel={() => setStep({ kind: 'entering' })}
        />
      )}
    </Panel>
  );
}

function NewAddressForm({ onSent, onCancel }: { onSent: (email: string) => void; onCancel: () => void }) {
  const t = useMessages();
  const [email, setEmail] = useState('');
  const write = useChangeEmail();
  return (
    <Form
      noValidate
      aria-label={t('email.formLabel')}
      onSubmit={async (event) => {
        event.preventDefault();
        const outcome = await write.run(email);
        if (outcome) onSent(outcome.output);
      }}
    >
      <TextField
        label={t('email.newAddress')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        value={email}
        onChange={(event) => {
          write.clear();
          setEmail(event.target.value);
        }}
      />
      <FormMessages error={write.error} status={write.status} />
      <Actions>
        <Button type="submit" busy={write.busy}>
          {t('email.sendCode')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </Actions>
    </Form>
  );
}

function CodeStep({ email, onChanged, onCancel }: { email: string; onChanged: () => void; onCancel: () => void }) {
  const t = useMessages();
  const localize = useSharedMessages();
  const api = useApi();
  const { accessToken, playerId } = useSession();
  const token = accessToken ?? '';
  const uuid = playerId ?? '';
  const entry = useCodeEntry<string>({
    target: email,
    verify: async (address, code) => {
      try {
        await confirmEmailChange(api, token, uuid, address, code);
      } catch (failure) {
        return refusalText(failure);
      }
      await readsChanged([accountEndpoints.getAccountDetails, endpoints.getProfile]);
      onChanged();
      return null;
    },
    wrongCode: { errorCode: 'INVALID_CODE', message: messages.account.invalidCode },
    resend: async (address) => {
      try {
        await changeEmail(api, token, uuid, address);
        return null;
      } catch (failure) {
        return refusalText(failure);
      }
    },
    resentMessage: messages.account.emailCodeSent,
  });
  return (
    <>
      <Muted>{localize(messages.account.emailCodeSent)}</Muted>
      <p>{t('email.sentTo', { email })}</p>
      <CodeEntryForm entry={entry} />
      <Button type="button" variant="secondary" onClick={onCancel}>
        {t('email.wrongAddress')}
      </Button>
    </>
  );
}
