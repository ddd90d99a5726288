import { lazy, Suspense, useCallback, useState } from 'react';
import styled from 'styled-components';
import { Button, Form, FormMessages, PageContainer, TextField, tokens, useConfig, useFormSubmit, useSession, withElements } from 'shared';
import * as messages from 'contract/messages';
import { loadContactForm, useSendContactMessage, type ContactMessage } from './api/send-contact-message';
import { Columns, Surface } from '../../components/blocks';
import { SiteFooter, SiteHeader } from '../../components/site-frame';
import { useMessages } from '../../i18n';

/** The spec's five fields (the privacy box is kept apart: it is not text). */
type ContactFields = Omit<ContactMessage, 'privacyRequest'>;

const emptyMessage: ContactFields = { firstName: '', lastName: '', email: '', phone: '', message: '' };

// The profile's read brings swr: only a signed-in player's page loads it.
const ProfilePrefill = lazy(() => import('./components/ProfilePrefill').then(({ ProfilePrefill }) => ({ default: ProfilePrefill })));

/** The fields still empty take what is known; what the player typed stays. */
const fillEmpty = (form: ContactFields, known: Partial<ContactFields>): ContactFields =>
  Object.fromEntries(
    Object.entries(form).map(([field, value]) => [field, value || known[field as keyof ContactFields] || '']),
  ) as ContactFields;

const Layout = styled(Columns).attrs({ $gap: 'xl', $from: 'desktop', $columns: '3fr 2fr' } as const)``;

const Row = styled(Columns).attrs({ $gap: 'md', $from: 'tablet', $columns: '1fr 1fr' } as const)``;

const MessageBox = styled.textarea`
  min-height: 160px;
  padding: ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  border: 1px solid ${tokens.color.border};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font: inherit;
  resize: vertical;
`;

const Details = styled(Surface).attrs({ as: 'aside' })`
  h2 {
    margin: 0 0 ${tokens.space.sm};
    font-size: ${tokens.font.size.lg};
  }
  p {
    margin: 0 0 ${tokens.space.sm};
  }
`;

const Label = styled.label`
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.medium};
  color: ${tokens.color.textMuted};
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
`;

const CheckLabel = styled.label`
  display: flex;
  gap: ${tokens.space.sm};
  align-items: flex-start;
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    flex: none;
    accent-color: ${tokens.color.primary};
  }
`;

const Hint = styled.span`
  display: block;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.textMuted};
`;

/**
 * /contact: a message to support, and the same contact details as the privacy policy. A signed-in
 * player finds their names and e-mail filled in from the profile, under the shell's top bar.
 */
export default function ContactScreen() {
  const { support } = useConfig();
  const { accessToken } = useSession();
  const [form, setForm] = useState(emptyMessage);
  const [known, setKnown] = useState<Partial<ContactFields>>({});
  // ADR 060: an honest, explicit choice; ticked, the message also opens a privacy request.
  const [privacyRequest, setPrivacyRequest] = useState(false);
  const [sent, setSent] = useState(false);
  const prefill = useCallback((fields: Partial<ContactFields>) => {
    setKnown(fields);
    setForm((current) => fillEmpty(current, fields));
  }, []);
  const write = useSendContactMessage();
  const t = useMessages();
  const formHandlers = useFormSubmit(async () => {
    setSent(false);
    if (!(await write.run({ ...form, ...(privacyRequest ? { privacyRequest } : {}) }))) return;
    setPrivacyRequest(false);
    // Cleared (spec §2), but for what the profile says of a signed-in player.
    setForm(fillEmpty(emptyMessage, accessToken ? known : {}));
    setSent(true);
  }, loadContactForm);

  const bind = (field: keyof ContactFields) => ({
    name: field,
    value: form[field],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value })),
  });

  return (
    <>
      <SiteHeader whenSignedIn="hidden" />
      {accessToken ? (
        <Suspense fallback={null}>
          <ProfilePrefill onKnown={prefill} />
        </Suspense>
      ) : null}
      <PageContainer>
        <h1>{t('contact.heading')}</h1>
        <Layout>
          <Form noValidate {...formHandlers} aria-label={t('contact.formLabel')}>
            <Row>
              <TextField label={t('contact.firstName')} autoComplete="given-name" {...bind('firstName')} />
              <TextField label={t('contact.lastName')} autoComplete="family-name" {...bind('lastName')} />
            </Row>
            <Row>
              <TextField label={t('contact.email')} type="email" autoComplete="email" {...bind('email')} />
              <TextField label={t('contact.phone')} type="tel" autoComplete="tel" {...bind('phone')} />
            </Row>
            <Label>
              {t('contact.message')}
              <MessageBox maxLength={2000} {...bind('message')} />
            </Label>
            <CheckLabel>
              <input
                type="checkbox"
                name="privacyRequest"
                checked={privacyRequest}
                onChange={(event) => setPrivacyRequest(event.target.checked)}
              />
              <span>
                {t('contact.privacyRequest')}
                <Hint>{t('contact.privacyRequestHint')}</Hint>
              </span>
            </CheckLabel>
            <FormMessages error={write.error} status={write.status ?? (sent ? messages.contact.sent : null)} />
            <Button type="submit" busy={write.busy}>
              {t('contact.submit')}
            </Button>
          </Form>
          <Details aria-labelledby="reach-us">
            <h2 id="reach-us">{t('contact.otherWays')}</h2>
            <p>
              {withElements((values) => t('contact.emailLine', values), { email: <a href={`mailto:${support.email}`}>{support.email}</a> })}
            </p>
            <p>
              {withElements((values) => t('contact.phoneLine', values), {
                phone: <a href={`tel:${support.phone.replace(/\s+/g, '')}`}>{support.phone}</a>,
              })}
            </p>
            <p>{t('contact.answerTime')}</p>
          </Details>
        </Layout>
      </PageContainer>
      <SiteFooter />
    </>
  );
}
