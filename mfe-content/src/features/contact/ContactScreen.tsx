import { useState } from 'react';
import styled from 'styled-components';
import { Button, Form, FormMessages, formProblem, isNetworkError, messages, PageContainer, TextField, tokens, useApi, useConfig, useFormSubmit, withElements } from 'shared';
import { sendContactMessage, type ContactMessage } from './api/send-contact-message';
import { SiteFooter, SiteHeader } from '../../components/site-frame';
import { useMessages } from '../../i18n';

const text = messages.contact;
const emptyMessage: ContactMessage = { firstName: '', lastName: '', email: '', phone: '', message: '' };

const Layout = styled.div`
  display: grid;
  gap: ${tokens.space.xl};
  @media (min-width: ${tokens.breakpoint.desktop}) {
    grid-template-columns: 3fr 2fr;
  }
`;

const Row = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  @media (min-width: ${tokens.breakpoint.tablet}) {
    grid-template-columns: 1fr 1fr;
  }
`;

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

const Details = styled.aside`
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  h2 { margin: 0 0 ${tokens.space.sm}; font-size: ${tokens.font.size.lg}; }
  p { margin: 0 0 ${tokens.space.sm}; }
`;

const Label = styled.label`
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.medium};
  color: ${tokens.color.textMuted};
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
`;

const loadContactForm = () => import('contract/schemas').then((schemas) => schemas.ContactForm);

/** /contact: a message to support, and the same contact details as the privacy policy. */
export default function ContactScreen() {
  const api = useApi();
  const { support } = useConfig();
  const [form, setForm] = useState(emptyMessage);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formHandlers = useFormSubmit(submit, loadContactForm);
  const t = useMessages();

  const bind = (field: keyof ContactMessage) => ({
    name: field,
    value: form[field],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value })),
  });

  async function submit() {
    setStatus(null);
    // Busy from the press: the progress text shows even while the form's schema still downloads.
    setBusy(true);
    try {
      const problem = await formProblem(loadContactForm, form, messages.contact.network);
      setError(problem);
      if (problem) return;
      const trimmed = Object.fromEntries(Object.entries(form).map(([key, value]) => [key, value.trim()])) as unknown as ContactMessage;
      if (await sendContactMessage(api, trimmed)) {
        setForm(emptyMessage);
        setStatus(text.sent);
      } else {
        setError(text.failed);
      }
    } catch (failure) {
      // An answer that says no is "something went wrong"; no answer at all is the network message.
      setError(isNetworkError(failure) ? text.network : text.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <SiteHeader />
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
            <FormMessages error={error} status={busy ? messages.progress.sending : status} />
            <Button type="submit" busy={busy}>
              {t('contact.submit')}
            </Button>
          </Form>
          <Details aria-labelledby="reach-us">
            <h2 id="reach-us">{t('contact.otherWays')}</h2>
            <p>{withElements((values) => t('contact.emailLine', values), { email: <a href={`mailto:${support.email}`}>{support.email}</a> })}</p>
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
