import { useEffect, useState } from 'react';
import { Button, Form, FormMessages, PasswordField, useFormSubmit } from 'shared';
import { readsChanged } from 'shared/queries';
import { accountEndpoints } from 'contract/account-endpoints';
import * as messages from 'contract/messages';
import { useMessages } from '../../i18n';
import { loadPasswordForm, useChangePassword, type PasswordFormValues } from './api/change-password';

const empty: PasswordFormValues = { currentPassword: '', password: '', confirmPassword: '' };

/** The current password, the new one twice (registration's rules); every other session ends. */
export function PasswordForm() {
  const t = useMessages();
  const [form, setForm] = useState(empty);
  const [changed, setChanged] = useState(false);
  const write = useChangePassword();
  // After a change the page holds the new token: the session list reads again with it, showing the others gone.
  useEffect(() => {
    if (changed) void readsChanged([accountEndpoints.getSessions]);
  }, [changed]);
  const handlers = useFormSubmit(async () => {
    setChanged(false);
    if (!(await write.run(form))) return;
    setForm(empty);
    setChanged(true);
  }, loadPasswordForm);
  const bind = (field: keyof PasswordFormValues) => ({
    name: field,
    value: form[field],
    onChange: (event: { target: { value: string } }) => {
      setChanged(false);
      write.clear();
      setForm((current) => ({ ...current, [field]: event.target.value }));
    },
  });
  return (
    <Form noValidate {...handlers} aria-label={t('password.heading')}>
      <PasswordField label={t('password.current')} autoComplete="current-password" {...bind('currentPassword')} />
      <PasswordField label={t('password.new')} autoComplete="new-password" {...bind('password')} />
      <PasswordField label={t('password.confirm')} autoComplete="new-password" {...bind('confirmPassword')} />
      <FormMessages error={write.error} status={write.status ?? (changed ? messages.account.passwordChanged : null)} />
      <Button type="submit" busy={write.busy}>
        {t('password.submit')}
      </Button>
    </Form>
  );
}
