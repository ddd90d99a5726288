import { useState } from 'react';
import { Button, Form, FormMessages, formatDate, PasswordField, useFormSubmit, useLanguage } from 'shared';
import type { AccountClosure } from 'contract/closure-endpoints';
import { ACCOUNT_CLOSURE_GRACE_DAYS } from 'contract/account-choices';
import { Actions, LoadedRead, Muted, Panel } from '../../components/ui';
import { useMessages } from '../../i18n';
import { loadCloseAccountForm, useAccountClosure, useCloseAccount, useKeepAccount } from './api/closure';

/**
 * "Close my account" (issue 38, ADR 059): what happens, in plain words; the current password; a
 * confirmation naming the day. While the account is closing, that day and the button to keep it.
 */
export function ClosePanel() {
  const t = useMessages();
  const closure = useAccountClosure();
  return (
    <Panel aria-labelledby="closure-heading">
      <h2 id="closure-heading">{t('closure.heading')}</h2>
      <LoadedRead read={closure} loadingText={t('closure.loading')}>
        {(state) => (state.closesAt ? <Closing closesAt={state.closesAt} /> : <CloseForm state={state} />)}
      </LoadedRead>
    </Panel>
  );
}

function Closing({ closesAt }: { closesAt: string }) {
  const t = useMessages();
  const language = useLanguage();
  const keep = useKeepAccount();
  return (
    <>
      <p>
        <strong>{t('closure.closing', { date: formatDate(closesAt, language) })}</strong>
      </p>
      <p>{t('closure.closingHelp')}</p>
      <Actions>
        <Button type="button" busy={keep.busy} onClick={() => void keep.run()}>
          {t('closure.keep')}
        </Button>
      </Actions>
      <FormMessages error={keep.error} status={keep.status} />
    </>
  );
}

/** The day a closure confirmed now would take effect. */
const closingDay = () => new Date(Date.now() + ACCOUNT_CLOSURE_GRACE_DAYS * 24 * 3600 * 1000);

function CloseForm({ state }: { state: AccountClosure }) {
  const t = useMessages();
  const language = useLanguage();
  const close = useCloseAccount();
  const [currentPassword, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const handlers = useFormSubmit(async () => {
    // An empty password is refused at once (the form's rule); a typed one is asked to be confirmed first.
    if (!confirming && currentPassword !== '') {
      setConfirming(true);
      return;
    }
    if (!(await close.run({ currentPassword }))) setConfirming(false);
  }, loadCloseAccountForm);
  return (
    <>
      <ul>
        <li>{t('closure.coins')}</li>
        <li>{t('closure.period', { days: ACCOUNT_CLOSURE_GRACE_DAYS })}</li>
        <li>{t('closure.erased')}</li>
        <li>{t('closure.kept')}</li>
        <li>{t('closure.again')}</li>
      </ul>
      {state.openWithdrawal ? (
        <p role="note">
          <strong>{t('closure.withdrawalOpen', { code: state.openWithdrawal })}</strong>
        </p>
      ) : (
        <Form noValidate {...handlers} aria-label={t('closure.heading')}>
          <PasswordField
            label={t('closure.password')}
            autoComplete="current-password"
            name="currentPassword"
            value={currentPassword}
            onChange={(event) => {
              close.clear();
              setConfirming(false);
              setPassword(event.target.value);
            }}
          />
          {confirming ? <Muted role="alert">{t('closure.confirmQuestion', { date: formatDate(closingDay(), language) })}</Muted> : null}
          <FormMessages error={close.error} status={close.status} />
          <Actions>
            <Button type="submit" variant={confirming ? 'primary' : 'secondary'} busy={close.busy}>
              {confirming ? t('closure.confirm') : t('closure.start')}
            </Button>
            {confirming ? (
              <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
                {t('cancel')}
              </Button>
            ) : null}
          </Actions>
        </Form>
      )}
    </>
  );
}
