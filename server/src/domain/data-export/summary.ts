/**
 * summary.html: the archive read by a person, in the player's language (ADR 058). The NIC and the
 * account numbers are masked here (data.json has them in full): a summary is what gets printed,
 * mailed on or shown on a screen. Every value is escaped: names and reasons are text people typed.
 */
import { intlLocales, type Language } from 'contract/languages';
import type { DataExportSection } from 'contract/schemas';
import { summaryTexts } from './summary-texts';
import { summaryWords, wordFor } from './summary-words';

type Data = Partial<Record<DataExportSection, unknown>>;
type Row = Record<string, unknown>;

const escape = (value: unknown) =>
  String(value ?? '–').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Only the last 4 characters readable, as the account area shows a NIC or an account number. */
export const masked = (value: string) => `${'•'.repeat(Math.max(value.length - 4, 0))}${value.slice(-4)}`;

export function renderSummary(data: Data, language: Language, builtAt: Date): string {
  const t = summaryTexts[language];
  const l = t.labels;
  const w = summaryWords[language];
  // Readers answer dates as Date objects or ISO strings (data.json holds both as ISO strings).
  const date = (value: unknown) =>
    typeof value === 'string' || value instanceof Date
      ? new Date(value).toLocaleString(intlLocales[language], { timeZone: 'Asia/Colombo' })
      : '–';
  const table = (headers: string[], rows: unknown[][]) =>
    rows.length === 0
      ? `<p>${escape(t.none)}</p>`
      : `<div class="scroll"><table><thead><tr>${headers.map((h) => `<th>${escape(h)}</th>`).join('')}</tr></thead><tbody>${rows
          .map((row) => `<tr>${row.map((cell) => `<td>${escape(cell)}</td>`).join('')}</tr>`)
          .join('')}</tbody></table></div>`;
  const facts = (pairs: [string, unknown][]) => `<dl>${pairs.map(([k, v]) => `<dt>${escape(k)}</dt><dd>${escape(v)}</dd>`).join('')}</dl>`;
  const list = (key: DataExportSection) => (Array.isArray(data[key]) ? (data[key] as Row[]) : []);

  const bodies: Partial<Record<DataExportSection, () => string>> = {
    profile: () => {
      const p = (data.profile ?? {}) as Row;
      return facts([
        [l.email, p.email],
        [l.name, `${String(p.firstName ?? '')} ${String(p.lastName ?? '')}`.trim()],
        [l.mobile, p.mobile],
        [l.dateOfBirth, p.dateOfBirth],
        [l.country, p.country],
        [l.language, wordFor(w.language, p.language)],
        [l.coins, p.coins],
        [l.registeredAt, date(p.registeredAt)],
      ]);
    },
    coinLedger: () =>
      table(
        [l.date, l.kind, l.amount, l.balance],
        list('coinLedger').map((m) => [date(m.at), wordFor(w.coinKind, m.kind), m.amount, m.balance]),
      ),
    withdrawals: () =>
      table(
        [l.code, l.amount, l.status, l.date],
        list('withdrawals').map((r) => [
          r.code,
          r.amount,
          wordFor(w.withdrawalStatus, r.status),
          date((r.steps as Row[] | undefined)?.[0]?.at),
        ]),
      ),
    bankDetails: () => {
      const b = data.bankDetails as Row | null;
      return b
        ? facts([
            [l.bank, b.bankName],
            [l.accountNumber, masked(String(b.accountNumber))],
          ])
        : `<p>${escape(t.none)}</p>`;
    },
    identity: () =>
      table(
        [l.nic, l.status, l.submittedAt, l.reason, l.photos],
        list('identity').map((s) => [
          masked(String(s.nic)),
          wordFor(w.identityStatus, s.status),
          date(s.submittedAt),
          s.rejectionReason,
          [s.frontPhoto, s.backPhoto].filter(Boolean).join(', '),
        ]),
      ),
    gameAttempts: () =>
      table(
        [l.date, l.game, l.status, l.result, l.coins],
        list('gameAttempts').map((g) => [date(g.dealtAt), g.gameId, wordFor(w.gameStatus, g.status), g.score, g.coinsEarned]),
      ),
    signIns: () => {
      const s = (data.signIns ?? {}) as Row;
      return table(
        [l.date, l.browser, l.result],
        ((s.signIns as Row[] | undefined) ?? []).map((e) => [date(e.at), e.browser, wordFor(w.signInOutcome, e.outcome)]),
      );
    },
    mails: () => {
      const m = (data.mails ?? {}) as Row;
      const since = `<p>${escape(t.mailsSince.replace('{date}', date(m.recordedSince)))}</p>`;
      return `${since}${table(
        [l.date, l.kind, l.subject, l.language, l.delivered],
        ((m.mails as Row[] | undefined) ?? []).map((e) => [
          date(e.sentAt),
          wordFor(w.mailKind, e.kind),
          e.subject,
          wordFor(w.language, e.language),
          e.delivered === true ? w.delivered.true : w.delivered.false,
        ]),
      )}`;
    },
    privacyRequests: () =>
      table(
        [l.request, l.status, l.date],
        list('privacyRequests').map((r) => [wordFor(w.privacyKind, r.kind), wordFor(w.privacyStatus, r.status), date(r.receivedAt)]),
      ),
  };

  const sections = (Object.keys(data) as DataExportSection[])
    .map(
      (key) =>
        `<section><h2>${escape(t.sections[key])}</h2>${bodies[key]?.() ?? `<pre>${escape(JSON.stringify(data[key], null, 2))}</pre>`}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}.scroll{overflow-x:auto}dt{font-weight:600}dd{margin:0 0 .5rem}</style>
</head><body>
<h1>${escape(t.title)}</h1>
<p>${escape(t.intro)}</p>
<p>${escape(t.builtAt)}: ${escape(date(builtAt.toISOString()))}</p>
${sections}
</body></html>
`;
}
