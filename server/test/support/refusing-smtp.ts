/**
 * A real SMTP server (smtp-server, the library MailDev is built on) on a free port that answers
 * RCPT TO for chosen addresses as a receiving server would refuse them, and accepts the rest.
 * It records every RCPT TO it was asked, so a test can also see who was never asked.
 */
import { SMTPServer } from 'smtp-server';
import { freePorts } from './ports';

/** How the server answers RCPT TO for one address, e.g. { code: 550, text: '5.1.1 No such user' }. */
export interface RecipientRefusal {
  code: number;
  text: string;
}

export interface RefusingSmtp {
  smtpUrl: string;
  /** Every address a client gave in RCPT TO, accepted or refused, in order. */
  recipientsAsked: string[];
  /** How many messages were accepted (DATA completed). */
  accepted(): number;
  close(): Promise<void>;
}

export async function startRefusingSmtp(refusals: Record<string, RecipientRefusal>): Promise<RefusingSmtp> {
  const [port] = (await freePorts(1)) as [number];
  const recipientsAsked: string[] = [];
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      recipientsAsked.push(address.address);
      const refusal = refusals[address.address.toLowerCase()];
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        accepted += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    recipientsAsked,
    accepted: () => accepted,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
