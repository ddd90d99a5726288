/**
 * A real MailDev (SMTP in, REST out) on free ports: the server's mail goes over real SMTP into
 * a real mail catcher, and tests read it back through MailDev's REST API (`GET /email`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from './ports';

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
}

export interface MailCatcher {
  smtpUrl: string;
  /** Every message received so far. */
  messages(): Promise<CaughtMail[]>;
  /** The newest message to `address`, waiting up to 5 s for it to arrive. */
  latestTo(address: string): Promise<CaughtMail>;
  close(): Promise<void>;
}

interface MailDevServer {
  listen(): Promise<void>;
  close(callback: () => void): void;
}

export async function startMailDev(): Promise<MailCatcher> {
  const [smtpPort, webPort] = (await freePorts(2)) as [number, number];
  const mailDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'maildev-test-'));
  // MailDev 2's programmatic entry: a function that configures the SMTP and web servers.
  const startMailDevServer = require('maildev') as (options: Record<string, unknown>) => MailDevServer;
  const server = startMailDevServer({ smtp: smtpPort, web: webPort, ip: '127.0.0.1', silent: true, mailDirectory });
  await server.listen();
  const webUrl = `http://127.0.0.1:${webPort}`;

  const messages = async (): Promise<CaughtMail[]> => {
    const response = await fetch(`${webUrl}/email`);
    if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
    return (await response.json()) as CaughtMail[];
  };

  // The web server starts asynchronously; wait until the REST API answers.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await messages();
      break;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    messages,
    async latestTo(address) {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = (await messages()).filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
        if (found.length > 0) return found[found.length - 1]!;
        if (Date.now() > deadline) throw new Error(`No mail to ${address} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      // A mail accepted over SMTP is parsed and stored a moment later; removing the directory
      // under it would crash the process. Wait until the count has stopped changing.
      for (let previous = -1, attempt = 0; attempt < 20; attempt += 1) {
        const count = (await messages()).length;
        if (count === previous) break;
        previous = count;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise<void>((resolve) => server.close(resolve));
      fs.rmSync(mailDirectory, { recursive: true, force: true });
    },
  };
}
