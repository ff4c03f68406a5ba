// Sends e-mail through SMTP (any provider, via nodemailer) when FIELDWORK_SMTP_URL is set.
// Every message is first written to the outbox table, so there is a record of what was sent,
// and without SMTP the message is printed (status 'logged') for the operator to see. A message's
// secrets (the token of a set-password link) go to the recipient only: the outbox row and the
// console get a placeholder, so neither a copy of the table nor a log can be replayed as a link.
import nodemailer, { type Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outbox, type schema } from '../db/schema';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /** Parts of the text and html delivered only to the recipient (never stored or logged). */
  readonly secrets?: readonly string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<{ id: string; status: 'sent' | 'failed' | 'logged' }>;
}

export const storedPlaceholder = '[removed after sending]';
export const notDeliveredPlaceholder = '[not delivered: no SMTP is configured]';

export function redact(text: string, secrets: readonly string[], placeholder: string): string {
  return secrets.filter(Boolean).reduce((out, secret) => out.split(secret).join(placeholder), text);
}

export function createMailer(
  db: Database<typeof schema>,
  options: { smtpUrl: string | null; from: string; log: (line: string) => void },
): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      const secrets = message.secrets ?? [];
      const [row] = await db.insert(outbox).values({
        to_address: message.to,
        subject: message.subject,
        text_body: redact(message.text, secrets, storedPlaceholder),
        html_body: message.html === undefined ? null : redact(message.html, secrets, storedPlaceholder),
      }).returning({ id: outbox.id });
      if (!row) throw new Error(`Outbox insert for ${message.to} returned no row`);
      if (!transport) {
        const text = redact(message.text, secrets, notDeliveredPlaceholder);
        const note = secrets.length ? ' Its link was not delivered: set FIELDWORK_SMTP_URL to send it.' : '';
        options.log(`E-mail to ${message.to} not sent: no SMTP is configured (FIELDWORK_SMTP_URL); kept in the outbox.${note}\nSubject: ${message.subject}\n${text}`);
        await db.update(outbox).set({ status: 'logged' }).where(eq(outbox.id, row.id));
        return { id: row.id, status: 'logged' };
      }
      try {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
        await db.update(outbox).set({ status: 'sent', sent_at: new Date() }).where(eq(outbox.id, row.id));
        return { id: row.id, status: 'sent' };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db.update(outbox).set({ status: 'failed', error: redact(reason, secrets, storedPlaceholder) }).where(eq(outbox.id, row.id));
        return { id: row.id, status: 'failed' };
      }
    },
  };
}
