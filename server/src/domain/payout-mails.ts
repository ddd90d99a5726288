/**
 * The player's mails about their withdrawal: approved, paid (with the bank's reference), rejected
 * (with the operator's reason). Sent after the transition committed; a mail that fails is logged
 * and the transition stands (ADR 027).
 */
import type { FastifyBaseLogger } from 'fastify';
import { productName } from 'shared/brand';
import { formatLkr } from 'shared/money';
import { createElement } from 'react';
import { NewsMail } from '../mail-templates/NewsMail';
import { renderMail } from '../mail-templates/render-mail';
import { userTextLine } from './mail-text';
import type { Mailer, MailMessage } from './mailer';
import type { Transitioned } from './payouts';

export type PayoutNews = { kind: 'approved' } | { kind: 'paid'; reference: string } | { kind: 'rejected'; reason: string };

export async function payoutMail(request: Transitioned, news: PayoutNews): Promise<MailMessage> {
  const amount = formatLkr(request.amount);
  const what = `Your withdrawal request ${request.code} of ${amount}`;
  const { subject, lines } =
    news.kind === 'approved'
      ? { subject: `${what} was approved`, lines: [`${what} was approved.`, 'We will transfer the money to your bank account shortly.'] }
      : news.kind === 'paid'
        ? {
            subject: `${what} has been paid`,
            lines: [`${what} has been paid to your bank account.`, `The bank transfer reference is ${news.reference}.`],
          }
        : {
            subject: `${what} was rejected`,
            // The operator's words, still text from a person: one line, no link, escaped by React.
            lines: [`${what} was rejected.`, `Reason: ${userTextLine(news.reason, 500)}`, `The coins are back in your ${productName} balance.`],
          };
  const { html, text } = await renderMail(createElement(NewsMail, {
      name: userTextLine(request.playerFirstName, 60),
      preview: subject,
      lines,
      footer: `You received this e-mail because you asked ${productName} for a withdrawal.`,
    }));
  return { to: request.playerEmail, subject, text, html };
}

/** Mails the player; never throws: the transition is committed whatever the mail does. */
export async function mailPayoutNews(mailer: Mailer, log: FastifyBaseLogger, request: Transitioned, news: PayoutNews): Promise<void> {
  try {
    await mailer.send(await payoutMail(request, news));
  } catch (error) {
    log.error({ err: error, withdrawal: request.code, news: news.kind }, 'payout transition committed but the player was not mailed');
  }
}
