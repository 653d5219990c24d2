import {
  formatMoney,
  latestClosedPeriods,
  localDate,
  MAIL_MESSAGES,
  PERMISSIONS,
  parseStatementPeriod,
  type Role,
  STATEMENT_MAIL_LAST_DAY,
  STATEMENT_MESSAGES,
} from '@paygate/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { apps, ledgerAccounts, partners, statementMails, userPartners, users } from '../../db/schema.js';
import type { PartnerAccess } from '../../lib/caller.js';
import { messageIn } from '../../lib/i18n.js';
import { actorOf, recordAudit } from '../audit/index.js';
import { type Mail, type MailService, mailTo, type Recipient } from '../mail/index.js';
import { type Statement, type Statements, UnbalancedStatement } from './statement.js';

// Issue 30 item 2: "the monthly statement of the month just closed can be mailed to OWNER and
// FINANCIAL on the first day of the next (opt-in per user, sent once per instance cluster by the
// job queue)". An hourly job (QUEUES.statementMail) runs this; on the 1st to the 3rd of a partner's
// month each opted-in member whose role may receive it gets last month's production statements
// once: a row of statement_mails is claimed before the mail goes (ADR 0032).

/** One balance's statement in the mail: the app, and the statement or why there is none. */
export type MailedStatement = { appId: string; appName: string; statement: Statement | 'unbalanced' };

type Member = Recipient & { partnerId: string; userId: string };
type PartnerOf = { id: string; name: string; timeZone: string };

/** How often the job looks for mails due: hourly, so a partner's 1st starts within the hour in any zone. */
export const STATEMENT_MAIL_EVERY_SECONDS = 3600;

const RECEIVERS = PERMISSIONS.receiveStatementMail as readonly Role[] as Role[];

/**
 * The mail's words, in the member's language (issue 31): every production balance's figures, and
 * the link to each statement's screen.
 */
export const statementMail = (
  to: Recipient,
  partner: { name: string; timeZone: string },
  period: string,
  statements: readonly MailedStatement[],
  publicUrl: string,
): Mail => {
  const say = (message: string) => messageIn(to.language, message);
  const links: string[] = [];
  const blocks = statements.map(({ appId, appName, statement }) => {
    if (statement === 'unbalanced') return [`${appName}`, `  ${say(STATEMENT_MESSAGES.doesNotAddUp)}`].join('\n');
    const { currency, chain } = statement;
    const money = (value: string) => formatMoney(value, currency, to.language);
    const query = new URLSearchParams({ app: appId, currency, ...(chain ? { chain } : {}), period });
    const link = `${publicUrl}/balance/statement?${query}`;
    links.push(link);
    const rows: [string, string][] = [
      [say(MAIL_MESSAGES.statementOpening), money(statement.opening)],
      [say(MAIL_MESSAGES.statementCredits), money(statement.totals.credits)],
      [say(MAIL_MESSAGES.statementDebits), money(statement.totals.debits)],
      [say(MAIL_MESSAGES.statementClosing), money(statement.closing)],
      [say(MAIL_MESSAGES.statementFees), money(statement.totals.fees)],
    ];
    const labelWidth = Math.max(16, ...rows.map(([label]) => label.length));
    const width = Math.max(...rows.map(([, v]) => v.length));
    return [
      `${appName} — ${chain ? `${currency} (${chain})` : currency}`,
      ...rows.map(([label, value]) => `  ${label.padEnd(labelWidth)} ${value.padStart(width)}`),
      ...(statement.pendingPayments > 0 ? [`  ${say(STATEMENT_MESSAGES.pending(statement.pendingPayments))}`] : []),
      `  ${say(MAIL_MESSAGES.statementFiles(link))}`,
    ].join('\n');
  });
  return mailTo(
    to,
    STATEMENT_MESSAGES.mailSubject(period, partner.name),
    [
      MAIL_MESSAGES.hello(to.name),
      '',
      MAIL_MESSAGES.statementGreeting(partner.name, period, partner.timeZone),
      '',
      ...(blocks.length > 0 ? blocks.flatMap((b) => [b, '']) : [MAIL_MESSAGES.statementNoBalance, '']),
      MAIL_MESSAGES.statementChecked,
      MAIL_MESSAGES.statementWhy,
    ],
    links,
  );
};

export class StatementMailer {
  constructor(
    private readonly db: Db,
    private readonly statements: Statements,
    private readonly mail: MailService,
    private readonly log: FastifyBaseLogger,
    private readonly publicUrl: string,
  ) {}

  /** The member's choice, for the Statements screen; false for a role that may not receive it. */
  async choiceOf(partnerId: string, userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ on: userPartners.statementMail })
      .from(userPartners)
      .where(
        and(
          eq(userPartners.partnerId, partnerId),
          eq(userPartners.userId, userId),
          inArray(userPartners.role, RECEIVERS),
        ),
      );
    return row?.on ?? false;
  }

  /**
   * Turns the member's monthly mail on or off (the caller has checked receiveStatementMail). Only
   * a call that changes it writes the audit entry: of a burst of the same choice, one is recorded.
   */
  async choose(access: PartnerAccess, on: boolean): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const changed = await tx
        .update(userPartners)
        .set({ statementMail: on })
        .where(and(eq(userPartners.id, access.membershipId), ne(userPartners.statementMail, on)))
        .returning({ id: userPartners.id });
      // Money figures leaving the portal by mail each month: who asked, and when, is on record.
      if (changed.length > 0) {
        await recordAudit(tx, access.partnerId, actorOf(access.viewer), {
          action: 'statement.mail',
          target: { type: 'user', id: access.viewer.user.id, label: access.viewer.user.email },
          changes: { statement_mail: { before: !on, after: on } },
        });
      }
      return on;
    });
  }

  /** One run of the job: the mails due at `now` and not sent yet. Returns how many went. */
  async run(now = new Date()): Promise<number> {
    const waiting = await this.waiting(now);
    let sent = 0;
    for (const [partnerId, members] of waiting) {
      const [partner] = await this.db
        .select({ id: partners.id, name: partners.name, timeZone: partners.timeZone })
        .from(partners)
        .where(eq(partners.id, partnerId));
      if (!partner) continue;
      const period = latestClosedPeriods(partner.timeZone, now).month;
      const statements = await this.statementsOf(partner, period);
      for (const member of members) {
        // The claim first: whichever run inserts the row sends; any other finds it there.
        const [claimed] = await this.db
          .insert(statementMails)
          .values({ partnerId, userId: member.userId, period })
          .onConflictDoNothing()
          .returning({ userId: statementMails.userId });
        if (!claimed) continue;
        await this.mail.send(statementMail(member, partner, period, statements, this.publicUrl));
        sent++;
      }
    }
    if (sent > 0) this.log.info({ sent }, 'monthly statement mails sent');
    return sent;
  }

  /**
   * The opted-in members who may receive it, of partners on the 1st–3rd of their month, without
   * their mail for last month yet, by partner. The day and the month are the partner's.
   */
  private async waiting(now: Date): Promise<Map<string, Member[]>> {
    const rows = await this.db
      .select({
        partnerId: userPartners.partnerId,
        userId: userPartners.userId,
        email: users.email,
        language: users.language,
        name: users.name,
        timeZone: partners.timeZone,
      })
      .from(userPartners)
      .innerJoin(users, eq(users.id, userPartners.userId))
      .innerJoin(partners, eq(partners.id, userPartners.partnerId))
      .where(and(eq(userPartners.statementMail, true), inArray(userPartners.role, RECEIVERS)));
    const byPartner = new Map<string, Member[]>();
    for (const r of rows) {
      const day = Number(localDate(now, r.timeZone).slice(8, 10));
      if (day > STATEMENT_MAIL_LAST_DAY) continue;
      const period = latestClosedPeriods(r.timeZone, now).month;
      const [done] = await this.db
        .select({ one: sql<number>`1` })
        .from(statementMails)
        .where(
          and(
            eq(statementMails.partnerId, r.partnerId),
            eq(statementMails.userId, r.userId),
            eq(statementMails.period, period),
          ),
        );
      if (done) continue;
      byPartner.set(r.partnerId, [...(byPartner.get(r.partnerId) ?? []), r]);
    }
    return byPartner;
  }

  /** Last month's statement of each production balance of the partner's apps, newest apps last. */
  private async statementsOf(partner: PartnerOf, period: string): Promise<MailedStatement[]> {
    const month = parseStatementPeriod(period);
    if (!month) return [];
    const balances = await this.db
      .select({ appId: apps.id, appName: apps.name, currency: ledgerAccounts.currency, chain: ledgerAccounts.chain })
      .from(ledgerAccounts)
      .innerJoin(apps, eq(apps.id, ledgerAccounts.appId))
      .where(
        and(
          eq(apps.partnerId, partner.id),
          eq(ledgerAccounts.environment, 'PRODUCTION'),
          eq(ledgerAccounts.kind, 'merchant'),
        ),
      )
      .orderBy(apps.createdAt, ledgerAccounts.currency, ledgerAccounts.chain);
    const out: MailedStatement[] = [];
    for (const b of balances) {
      try {
        const statement = await this.statements.make({
          appId: b.appId,
          environment: 'PRODUCTION',
          currency: b.currency,
          chain: b.chain,
          period: month,
          timeZone: partner.timeZone,
        });
        out.push({ appId: b.appId, appName: b.appName, statement });
      } catch (error) {
        // Statements.make has raised the alarm; the mail says this one is not given.
        if (!(error instanceof UnbalancedStatement)) throw error;
        out.push({ appId: b.appId, appName: b.appName, statement: 'unbalanced' });
      }
    }
    return out;
  }
}
