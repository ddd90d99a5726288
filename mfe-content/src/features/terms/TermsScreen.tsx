import { Link } from 'react-router-dom';
import { PageContainer, paths, productName, useConfig, withElements } from 'shared';
import { DAILY_GAME_COIN_CAP } from 'contract/games';
import { WITHDRAWAL_TIERS } from 'contract/money';
import { DocumentSections, type DocumentSection } from '../../components/document-page';
import { SiteFooter, SiteHeader } from '../../components/site-frame';
import { useMessages, type TermsTranslate } from './i18n';

const product = { product: productName };

function sections(t: TermsTranslate, support: { email: string; phone: string }): DocumentSection[] {
  return [
    {
      id: 'about',
      title: t('terms.about.heading'),
      body: (
        <>
          <p>{t('terms.about.p1', product)}</p>
          <p>
            {withElements((values) => t('terms.about.p2', values), {
              privacy: <Link to={paths.privacyPolicy}>{t('terms.about.privacyLink')}</Link>,
            })}
          </p>
        </>
      ),
    },
    {
      id: 'eligibility',
      title: t('terms.eligibility.heading'),
      body: <p>{t('terms.eligibility.p1')}</p>,
    },
    {
      id: 'one-account',
      title: t('terms.account.heading'),
      body: (
        <>
          <p>{t('terms.account.p1')}</p>
          <p>{t('terms.account.p2')}</p>
        </>
      ),
    },
    {
      id: 'fair-play',
      title: t('terms.fairPlay.heading'),
      body: (
        <>
          <p>{t('terms.fairPlay.p1')}</p>
          <p>{t('terms.fairPlay.p2')}</p>
        </>
      ),
    },
    {
      id: 'coins',
      title: t('terms.coins.heading'),
      body: (
        <>
          <p>{t('terms.coins.p1', product)}</p>
          <p>{t('terms.coins.p2')}</p>
          <p>{t('terms.coins.p3', { cap: DAILY_GAME_COIN_CAP })}</p>
        </>
      ),
    },
    {
      id: 'rewards',
      title: t('terms.rewards.heading'),
      body: (
        <>
          <p>{t('terms.rewards.p1', { first: WITHDRAWAL_TIERS[0], second: WITHDRAWAL_TIERS[1], third: WITHDRAWAL_TIERS[2] })}</p>
          <p>{t('terms.rewards.p2')}</p>
          <p>{t('terms.rewards.p3')}</p>
        </>
      ),
    },
    {
      id: 'suspension',
      title: t('terms.suspension.heading'),
      body: (
        <>
          <p>{t('terms.suspension.p1')}</p>
          <p>{t('terms.suspension.p2')}</p>
        </>
      ),
    },
    {
      id: 'service',
      title: t('terms.service.heading'),
      body: <p>{t('terms.service.p1', product)}</p>,
    },
    {
      id: 'changes',
      title: t('terms.changes.heading'),
      body: <p>{t('terms.changes.p1', product)}</p>,
    },
    {
      id: 'law',
      title: t('terms.law.heading'),
      body: <p>{t('terms.law.p1')}</p>,
    },
    {
      id: 'contact',
      title: t('terms.contact.heading'),
      body: (
        <p>
          {withElements((values) => t('terms.contact.p1', values), {
            form: <Link to={paths.contact}>{t('terms.contact.formLink')}</Link>,
            email: <a href={`mailto:${support.email}`}>{support.email}</a>,
            phone: <a href={`tel:${support.phone.replace(/\s+/g, '')}`}>{support.phone}</a>,
          })}
        </p>
      ),
    },
  ];
}

/** /terms: the terms of use of a free-to-play skill-rewards platform, beside the privacy policy. */
export default function TermsScreen() {
  const { support } = useConfig();
  const t = useMessages();
  return (
    <>
      <SiteHeader />
      <PageContainer>
        <h1>{t('terms.heading')}</h1>
        <p>{t('terms.intro', product)}</p>
        <DocumentSections contentsTitle={t('terms.contents')} sections={sections(t, support)} />
      </PageContainer>
      <SiteFooter />
    </>
  );
}
