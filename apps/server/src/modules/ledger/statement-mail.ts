import {
  formatMoney,
  latestClosedPeriods,
  localDate,
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
import { actorOf, recordAudit } from '../audit/index.js';
import type { Mail, MailService } from '../mail/index.js';
import { type Statement, type Statements, UnbalancedStatement } from './statement.js';

// Issue 30 item 2: "the monthly statement of the month just closed can be mailed to OWNER and
// FINANCIAL on the first day of the next (opt-in per user, sent once per instance cluster by the
// job queue)". An hourly job (QUEUES.statementMail) runs this; on the 1st to the 3rd of a partner's
// month each opted-in member whose role may receive it gets last month's production statements
// once: a row of statement_mails is claimed before the mail goes (ADR 0032).

/** One balance's statement in the mail: the app, and the statement or why there is none. */
export type MailedStatement = { appId: string; appName: string; statement: Statement | 'unbalanced' };

type Member = { partnerId: string; userId: string; email: string; name: string };
type PartnerOf = { id: string; name: string; timeZone: string };

/** How often the job looks for mails due: hourly, so a partner's 1st starts within the hour in any zone. */
export const STATEMENT_MAIL_EVERY_SECONDS = 3600;

const RECEIVERS = PERMISSIONS.receiveStatementMail as readonly Role[] as Role[];

/** The mail's words: every production balance's figures, and the link to each statement's screen. */
export const statementMail = (
  to: { email: string; name: string },
  partner: { name: string; timeZone: string },
  period: string,
  statements: readonly MailedStatement[],
  publicUrl: string,
): Mail => {
  const links: string[] = [];
  const blocks = statements.map(({ appId, appName, statement }) => {
    if (statement === 'unbalanced') return [`${appName}`, `  ${STATEMENT_MESSAGES.doesNotAddUp}`].join('\n');
    const { currency, chain } = statement;
    const money = (value: string) => formatMoney(value, currency);
    const query = new URLSearchParams({ app: appId, currency, ...(chain ? { chain } : {}), period });
    const link = `${publicUrl}/balance/statement?${query}`;
    links.push(link);
    const rows: [string, string][] = [
      ['Opening balance', money(statement.opening)],
      ['Credits', money(statement.totals.credits)],
      ['Debits', money(statement.totals.debits)],
      ['Closing balance', money(statement.closing)],
      ['Fees charged', money(statement.totals.fees)],
    ];
    const width = Math.max(...rows.map(([, v]) => v.length));
    return [
      `${appName} — ${chain ? `${currency} (${chain})` : currency}`,
      ...rows.map(([label, value]) => `  ${label.padEnd(16)} ${value.padStart(width)}`),
      ...(statement.pendingPayments > 0 ? [`  ${STATEMENT_MESSAGES.pending(statement.pendingPayments)}`] : []),
      `  PDF and CSV: ${link}`,
    ].join('\n');
  });
  return {
    to: to.email,
    subject: STATEMENT_MESSAGES.mailSubject(period, partner.name),
    text: [
      `Hello ${to.name},`,
      '',
      `The statement of ${partner.name} for ${period} (the month in ${partner.timeZone}), production balances:`,
      '',
      ...(blocks.length > 0 ? blocks.flatMap((b) => [b, '']) : ['No production balance had a movement yet.', '']),
      'Each statement was checked against the ledger: opening balance + credits + debits = closing balance.',
      'You receive this because you asked for monthly statements on the Statements screen; you can turn it off there.',
    ].join('\n'),
    links,
  };
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
