// A real SMTP server for tests (smtp-server, parsed with mailparser): the server under test sends
// through nodemailer exactly as in production, and the test reads what the recipient would get.
// Test-only: nothing outside *.test.ts imports it (its packages are devDependencies).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface CaughtMail {
  /** The envelope's recipients, as the SMTP session named them. */
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
}

export interface MailCatcher {
  /** smtp://127.0.0.1:<port>, for FIELDWORK_SMTP_URL. */
  readonly url: string;
  readonly mails: readonly CaughtMail[];
  /** The latest message, or an error naming how many arrived when none has. */
  last(): CaughtMail;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback interface: no certificate to make for a test.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
        });
        callback();
      }, (error: Error) => callback(error));
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    const listener = server.listen(0, '127.0.0.1', () => resolve((listener.address() as AddressInfo).port));
    listener.once('error', reject);
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    last() {
      const mail = mails.at(-1);
      if (!mail) throw new Error('The mail catcher has received no message yet');
      return mail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
