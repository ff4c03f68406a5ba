// Sends e-mail through SMTP (any provider, via nodemailer) when FIELDWORK_SMTP_URL is set.
// Every message is first written to the outbox table, so nothing is lost when the provider is
// down, and without SMTP the message is logged (status 'logged') for the operator to see.
import nodemailer, { type Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outbox, type schema } from '../db/schema';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ id: string; status: 'sent' | 'failed' | 'logged' }>;
}

export function createMailer(
  db: Database<typeof schema>,
  options: { smtpUrl: string | null; from: string; log: (line: string) => void },
): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await db.insert(outbox).values({
        to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html ?? null,
      }).returning({ id: outbox.id });
      if (!row) throw new Error(`Outbox insert for ${message.to} returned no row`);
      if (!transport) {
        options.log(`E-mail to ${message.to} (no SMTP configured, kept in the outbox): ${message.subject}\n${message.text}`);
        await db.update(outbox).set({ status: 'logged' }).where(eq(outbox.id, row.id));
        return { id: row.id, status: 'logged' };
      }
      try {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
        await db.update(outbox).set({ status: 'sent', sent_at: new Date() }).where(eq(outbox.id, row.id));
        return { id: row.id, status: 'sent' };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db.update(outbox).set({ status: 'failed', error: reason }).where(eq(outbox.id, row.id));
        return { id: row.id, status: 'failed' };
      }
    },
  };
}
