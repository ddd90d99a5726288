import { expect } from '@playwright/test';
import { loadStackState } from './stack-state';

interface CaughtMail {
  subject: string;
  to: { address: string }[];
  date: string;
  html: string;
  text: string;
}

/** The newest mail to `address` whose subject matches, read from MailDev's REST API, waiting up to 10 s. */
export async function latestMailTo(address: string, subject: RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${loadStackState().mailUrl}/email`)).json()) as CaughtMail[];
        found = mails
          .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()) && subject.test(mail.subject))
          .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0];
        return found;
      },
      { message: `a mail to ${address} with subject ${subject}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return found!;
}

/** The newest code mailed to `address` after `since`, read from MailDev's REST API (docs/platform-contract.md §6). */
export async function latestCodeFor(address: string, since: Date): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${loadStackState().mailUrl}/email`);
        const mails = (await response.json()) as CaughtMail[];
        const latest = mails
          .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
          .filter((mail) => new Date(mail.date) >= new Date(since.getTime() - 1000))
          .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0];
        code = latest?.subject.match(/\b\d{4}\b/)?.[0];
        return code;
      },
      { message: `a code mail to ${address}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}
