/**
 * The player's mails about their withdrawal: approved, paid (with the bank's reference), rejected
 * (with the operator's reason). Sent after the transition committed; a mail that fails is logged
 * and the transition stands (ADR 027).
 */
import type { FastifyBaseLogger } from 'fastify';
import { createElement } from 'react';
import { fill, formatLkrIn, mailTexts } from '../mail-templates/locales';
import { NewsMail } from '../mail-templates/NewsMail';
import { renderMail } from '../mail-templates/render-mail';
import { userTextLine } from './mail-text';
import type { Mailer, MailMessage } from './mailer';
import type { Transitioned } from './payouts';

export type PayoutNews = { kind: 'approved' } | { kind: 'paid'; reference: string } | { kind: 'rejected'; reason: string };

/** The news in the player's language. */
export async function payoutMail(request: Transitioned, news: PayoutNews): Promise<MailMessage> {
  const language = request.playerLanguage;
  const texts = mailTexts[language].withdrawal;
  const values = {
    code: request.code,
    amount: formatLkrIn(language, request.amount),
    // The bank's reference and the operator's words are still text from a person: one line, no link, escaped by React.
    ...(news.kind === 'paid' ? { reference: news.reference } : {}),
    ...(news.kind === 'rejected' ? { reason: userTextLine(news.reason, 500) } : {}),
  };
  const subject = fill(texts[`${news.kind}Subject`], values);
  const lines = texts[news.kind].map((line) => fill(line, values));
  const { html, text } = await renderMail(
    createElement(NewsMail, {
      language,
      name: userTextLine(request.playerFirstName, 60),
      preview: subject,
      lines,
      footer: fill(texts.footer),
    }),
  );
  const about = { kind: `withdrawal-${news.kind}`, language, playerId: request.playerId } as const;
  return { to: request.playerEmail, subject, text, html, about };
}

/** Mails the player; never throws: the transition is committed whatever the mail does. */
export async function mailPayoutNews(mailer: Mailer, log: FastifyBaseLogger, request: Transitioned, news: PayoutNews): Promise<void> {
  try {
    await mailer.send(await payoutMail(request, news));
  } catch (error) {
    log.error({ err: error, withdrawal: request.code, news: news.kind }, 'payout transition committed but the player was not mailed');
  }
}
