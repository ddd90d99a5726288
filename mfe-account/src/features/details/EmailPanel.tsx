import { useState } from 'react';
import { Button, Form, FormMessages, PasswordField, TextField, useApi, useSession, useSharedMessages } from 'shared';
import { CodeEntryForm, useCodeEntry } from 'shared/code-entry';
import { readsChanged } from 'shared/queries';
import { endpoints } from 'contract/endpoints';
import { ErrorCode } from 'contract/envelope';
import { accountEndpoints } from 'contract/account-endpoints';
import * as messages from 'contract/messages';
import { Actions, Muted, Panel } from '../../components/ui';
import { useMessages } from '../../i18n';
import { changeEmail, confirmEmailChange, refusalText, useChangeEmail, type EmailChange } from './api/change-email';

type Step = { kind: 'shown'; changed: boolean } | { kind: 'entering' } | { kind: 'code'; change: EmailChange };

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
          onSent={(change) => setStep({ kind: 'code', change })}
          onCancel={() => setStep({ kind: 'shown', changed: false })}
        />
      ) : (
        <CodeStep
          change={step.change}
          onChanged={() => setStep({ kind: 'shown', changed: true })}
          onCancel={() => setStep({ kind: 'entering' })}
        />
      )}
    </Panel>
  );
}

function NewAddressForm({ onSent, onCancel }: { onSent: (change: EmailChange) => void; onCancel: () => void }) {
  const t = useMessages();
  const [form, setForm] = useState<EmailChange>({ email: '', currentPassword: '' });
  const write = useChangeEmail();
  return (
    <Form
      noValidate
      aria-label={t('email.formLabel')}
      onSubmit={async (event) => {
        event.preventDefault();
        const outcome = await write.run(form);
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
        value={form.email}
        onChange={(event) => {
          write.clear();
          setForm((current) => ({ ...current, email: event.target.value }));
        }}
      />
      <PasswordField
        label={t('email.currentPassword')}
        name="currentPassword"
        autoComplete="current-password"
        value={form.currentPassword}
        onChange={(event) => {
          write.clear();
          setForm((current) => ({ ...current, currentPassword: event.target.value }));
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

function CodeStep({ change, onChanged, onCancel }: { change: EmailChange; onChanged: () => void; onCancel: () => void }) {
  const { email } = change;
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
    wrongCode: { errorCode: ErrorCode.INVALID_VERIFICATION_OTP, message: messages.account.invalidCode },
    resend: async (address) => {
      try {
        await changeEmail(api, token, uuid, { ...change, email: address });
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
