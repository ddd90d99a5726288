import { Link } from 'react-router-dom';
import { PageContainer, paths, productName, useConfig, useSharedMessages, withElements } from 'shared';
import * as messages from 'contract/messages';
import { identityMessages } from 'contract/identity-messages';
import { DAILY_GAME_COIN_CAP, games } from 'contract/games';
import { WITHDRAWAL_TIERS } from 'contract/money';
import { DocumentSections, type DocumentSection } from '../../components/document-page';
import { SiteFooter, SiteHeader } from '../../components/site-frame';
import { useMessages, type HelpTranslate } from './i18n';

/** What a verified win pays: every game pays the same (a test holds the page to it). */
export const COINS_PER_WIN = games['quick-sums'].coinsPerWin;

const product = { product: productName };
const tel = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

function sections(
  t: HelpTranslate,
  localize: ReturnType<typeof useSharedMessages>,
  support: { email: string; phone: string },
): DocumentSection[] {
  const status = messages.withdrawalStatus;
  const identity = identityMessages.status;
  return [
    {
      id: 'earning-coins',
      title: t('help.coins.heading'),
      body: (
        <>
          <p>
            {withElements((values) => t('help.coins.win', { ...values, coins: COINS_PER_WIN }), {
              games: <Link to={paths.games.root}>{t('help.coins.gamesLink')}</Link>,
            })}
          </p>
          <p>{t('help.coins.cap', { cap: DAILY_GAME_COIN_CAP })}</p>
          <p>{t('help.coins.modes')}</p>
          <p>{t('help.coins.nothing')}</p>
          <p>{t('help.coins.free', product)}</p>
        </>
      ),
    },
    {
      id: 'identity',
      title: t('help.identity.heading'),
      body: (
        <>
          <p>
            {withElements((values) => t('help.identity.how', values), {
              action: <strong>{localize(identityMessages.action)}</strong>,
              withdrawal: <Link to={paths.withdrawal}>{t('help.identity.withdrawalLink')}</Link>,
            })}
          </p>
          <p>{t('help.identity.rules')}</p>
          <dl>
            <dt>{localize(identity.not_verified)}</dt>
            <dd>{t('help.identity.notVerified')}</dd>
            <dt>{localize(identity.under_review)}</dt>
            <dd>{t('help.identity.underReview')}</dd>
            <dt>{localize(identity.verified)}</dt>
            <dd>{t('help.identity.verified')}</dd>
            <dt>{localize(identity.rejected)}</dt>
            <dd>{t('help.identity.rejected')}</dd>
          </dl>
        </>
      ),
    },
    {
      id: 'payouts',
      title: t('help.payouts.heading'),
      body: (
        <>
          <p>{t('help.payouts.tiers', { first: WITHDRAWAL_TIERS[0], second: WITHDRAWAL_TIERS[1], third: WITHDRAWAL_TIERS[2] })}</p>
          <p>{t('help.payouts.bank')}</p>
          <p>{t('help.payouts.verification')}</p>
          <p>{t('help.payouts.times', { fourEyes: WITHDRAWAL_TIERS[1] })}</p>
          <p>{t('help.payouts.bankChange')}</p>
        </>
      ),
    },
    {
      id: 'statuses',
      title: t('help.statuses.heading'),
      body: (
        <>
          <p>{t('help.statuses.intro')}</p>
          <dl>
            <dt>{localize(status.pending)}</dt>
            <dd>{t('help.statuses.pending')}</dd>
            <dt>{localize(status.approved)}</dt>
            <dd>{t('help.statuses.approved')}</dd>
            <dt>{localize(status.paid)}</dt>
            <dd>{t('help.statuses.paid')}</dd>
            <dt>{localize(status.rejected)}</dt>
            <dd>{t('help.statuses.rejected')}</dd>
            <dt>{localize(status.cancelled)}</dt>
            <dd>{t('help.statuses.cancelled')}</dd>
          </dl>
        </>
      ),
    },
    {
      id: 'support',
      title: t('help.support.heading'),
      body: (
        <>
          <p>
            {withElements((values) => t('help.support.how', values), {
              form: <Link to={paths.contact}>{t('help.support.formLink')}</Link>,
              email: <a href={`mailto:${support.email}`}>{support.email}</a>,
              phone: <a href={tel(support.phone)}>{support.phone}</a>,
            })}
          </p>
          <p>{t('help.support.answer')}</p>
          <p>
            {withElements((values) => t('help.support.documents', values), {
              terms: <Link to={paths.terms}>{t('help.support.termsLink')}</Link>,
              privacy: <Link to={paths.privacyPolicy}>{t('help.support.privacyLink')}</Link>,
            })}
          </p>
        </>
      ),
    },
  ];
}

/** /help: how coins are earned and capped, identity verification, tiers and payouts, the statuses, and support. */
export default function HelpScreen() {
  const { support } = useConfig();
  const localize = useSharedMessages();
  const t = useMessages();
  return (
    <>
      <SiteHeader whenSignedIn="hidden" />
      <PageContainer>
        <h1>{t('help.heading')}</h1>
        <p>{t('help.intro', product)}</p>
        <DocumentSections contentsTitle={t('help.contents')} sections={sections(t, localize, support)} />
      </PageContainer>
      <SiteFooter />
    </>
  );
}
