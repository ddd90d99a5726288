import { expect } from '@playwright/test';
import { loadStackState } from './stack-state';

interface CaughtMail {
  subject: string;
  to: { address: string }[];
  date: string;
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
