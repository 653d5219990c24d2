import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { SMTP_REQUIRED_IN_PRODUCTION } from '../../config.js';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

export type Mail = { to: string; subject: string; text: string; links: string[] };
export type StoredMail = Mail & { id: string; created_at: string };

/**
 * Sends account mail. With SMTP_URL set, through nodemailer; otherwise, outside production only,
 * into the outbox table that the dev mailbox (/dev/mailbox) lists, with the link printed in the
 * log so a person on the console can follow it. In production there is no such fallback: the
 * links carry tokens and must never reach a log (issue 11 item 7).
 */
export class MailService {
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: { smtpUrl: string | undefined; from: string; devMailbox: boolean },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
    if (!this.transport && !options.devMailbox) throw new Error(SMTP_REQUIRED_IN_PRODUCTION);
  }

  async send(mail: Mail): Promise<void> {
    if (this.transport) {
      try {
        await this.transport.sendMail({ from: this.options.from, to: mail.to, subject: mail.subject, text: mail.text });
        this.log.info({ mail: { subject: mail.subject } }, 'mail sent');
      } catch (error) {
        // A mail server outage must not undo the account change; the user can ask again.
        this.log.error({ err: error, mail: { subject: mail.subject } }, 'mail could not be sent');
      }
      return;
    }
    await this.db
      .insert(mailOutbox)
      .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, links: mail.links });
    // Dev mode only (no SMTP): the link is the point of the log line.
    this.log.info(
      { mail: { to: mail.to, subject: mail.subject, links: mail.links } },
      'mail written to the dev mailbox',
    );
  }

  async list(limit = 100): Promise<StoredMail[]> {
    const rows = await this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
    return rows.map((r) => ({
      id: r.id,
      to: r.toAddress,
      subject: r.subject,
      text: r.textBody,
      links: r.links,
      created_at: r.createdAt.toISOString(),
    }));
  }
}
