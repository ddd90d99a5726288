import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths, productName, withElements } from 'shared';
import type { PolicyMessageId, PolicyTranslate } from './i18n';

export interface PolicySection {
  /** The section's anchor: the same in every language, so a shared link lands on it. */
  id: string;
  title: PolicyMessageId;
  body: (t: PolicyTranslate, support: { email: string; phone: string }) => ReactNode;
}

const product = { product: productName };

/** The privacy policy's 11 sections (spec §1), in plain language for this product. */
export const policySections: PolicySection[] = [
  {
    id: 'who-we-are',
    title: 'privacy.whoWeAre.heading',
    body: (t) => <p>{t('privacy.whoWeAre.p1', product)}</p>,
  },
  {
    id: 'information-we-collect',
    title: 'privacy.collect.heading',
    body: (t) => (
      <>
        <p>{t('privacy.collect.p1')}</p>
        <p>{t('privacy.collect.p2')}</p>
        <p>{t('privacy.collect.p3')}</p>
        <p>{t('privacy.collect.p5')}</p>
        <p>{t('privacy.collect.p4')}</p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'privacy.use.heading',
    body: (t) => <p>{t('privacy.use.p1')}</p>,
  },
  {
    id: 'coins-and-rewards',
    title: 'privacy.coins.heading',
    body: (t) => (
      <>
        <p>{t('privacy.coins.p1', product)}</p>
        <p>{t('privacy.coins.p2')}</p>
        <p>{t('privacy.coins.p3')}</p>
      </>
    ),
  },
  {
    id: 'minimum-age',
    title: 'privacy.age.heading',
    body: (t) => <p>{t('privacy.age.p1')}</p>,
  },
  {
    id: 'sharing',
    title: 'privacy.sharing.heading',
    body: (t) => <p>{t('privacy.sharing.p1', product)}</p>,
  },
  {
    id: 'retention',
    title: 'privacy.retention.heading',
    body: (t) => (
      <>
        <p>{t('privacy.retention.p1')}</p>
        <p>{t('privacy.retention.p2')}</p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'privacy.rights.heading',
    body: (t) => (
      <>
        <p>
          {withElements((values) => t('privacy.rights.intro', values), {
            account: <Link to={paths.account.privacy}>{t('privacy.rights.accountLink')}</Link>,
          })}
        </p>
        <ul>
          <li>{t('privacy.rights.access')}</li>
          <li>{t('privacy.rights.correct')}</li>
          <li>{t('privacy.rights.delete')}</li>
          <li>{t('privacy.rights.restrict')}</li>
          <li>{t('privacy.rights.object')}</li>
        </ul>
        <p>{t('privacy.rights.answer')}</p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'privacy.security.heading',
    body: (t) => <p>{t('privacy.security.p1')}</p>,
  },
  {
    id: 'changes',
    title: 'privacy.changes.heading',
    body: (t) => <p>{t('privacy.changes.p1')}</p>,
  },
  {
    id: 'contact',
    title: 'privacy.contact.heading',
    body: (t, { email, phone }) => (
      <p>
        {withElements((values) => t('privacy.contact.p1', values), {
          email: <a href={`mailto:${email}`}>{email}</a>,
          phone: <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>,
        })}
      </p>
    ),
  },
];
