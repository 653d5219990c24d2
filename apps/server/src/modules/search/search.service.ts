import {
  type ParsedSearch,
  type PaymentStatus,
  SEARCH_LIMIT_PER_KIND,
  SEARCH_SCREENS,
  type SearchKind,
  searchableKinds,
  searchKindsOf,
} from '@paygate/contracts';
import { type AnyColumn, and, asc, desc, eq, ilike, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apps, channels, payments, refunds, userPartners, users } from '../../db/schema.js';
import type { PartnerAccess } from '../../lib/caller.js';
import { isUuid } from '../../lib/ids.js';
import { containsPattern, prefixPattern } from '../../lib/like.js';
import { normalize } from '../../lib/money.js';
import { EBILL_TYPES, VA_TYPES } from '../transactions/index.js';

// The global search (issue #15 item 2). Every query is filtered by the caller's partner first and
// runs on an index of (partner_id, identifier): another partner's transaction id is looked up in
// this partner's index entries only, so it costs what any unknown id costs and finds nothing.
// Which kinds a caller gets is the policy table's (searchableKinds); payments and members also
// need today's active token, as their screens do.

export type SearchHitRow = {
  kind: SearchKind;
  id: string;
  title: string;
  matched?: PaymentMatch;
  status?: string;
  amount?: string | null;
  /** Payments: what pending and succeeded refunds took back (PRODUCT §11). */
  refundedAmount?: string | null;
  currency?: string;
  appId?: string;
  appName?: string | null;
  email?: string;
  createdAt?: Date;
};

export type SearchResult = { hits: SearchHitRow[]; lockedKinds: SearchKind[] };

/** The account numbers a person looks up: virtual accounts and e-bills (a card payee is masked). */
const ACCOUNT_TYPES = [...VA_TYPES, ...EBILL_TYPES];

/** The identifier a payment was found by (the box names it when it is not the transaction id). */
export type PaymentMatch =
  | 'transaction_id'
  | 'payment_id'
  | 'pay_id'
  | 'account_number'
  | 'user_id'
  | 'pay_memo'
  | 'refund_transaction_id';

/**
 * The shortest text looked up by its start or end: a character or two would match most payments
 * and only cost (the tiers are bounded anyway); exact values of any length are looked up.
 */
export const SEARCH_PARTIAL_MIN = 3;

/** Characters in reverse, as PostgreSQL's reverse() gives them (by code point, not UTF-16 unit). */
const reverseText = (text: string) => [...text].reverse().join('');

type PaymentIds = {
  id: string;
  transactionId: string;
  payId: string | null;
  accountNumber: string | null;
  userId: string | null;
  payMemo: string | null;
  /** Found through one of its refunds' transaction_id. */
  byRefund?: boolean;
};
/** Looked up by their start and end too; a payment id and an account number only whole. */
const PARTIAL: readonly PaymentMatch[] = ['transaction_id', 'pay_id', 'user_id', 'pay_memo'];

/** Which identifier `text` is (exactly, else the start, else the end of), in the order the box prefers. */
const matchedBy = (p: PaymentIds, text: string): PaymentMatch => {
  const ids: [PaymentMatch, string | null][] = [
    ['transaction_id', p.transactionId],
    ['payment_id', p.id === text.toLowerCase() ? p.id : null],
    ['pay_id', p.payId],
    ['account_number', p.accountNumber],
    ['user_id', p.userId],
    ['pay_memo', p.payMemo],
  ];
  const found =
    ids.find(([, v]) => v === text) ??
    (p.byRefund ? (['refund_transaction_id', text] as const) : undefined) ??
    ids.find(([k, v]) => PARTIAL.includes(k) && v?.startsWith(text)) ??
    ids.find(([k, v]) => PARTIAL.includes(k) && k !== 'user_id' && v?.endsWith(text));
  return found?.[0] ?? 'transaction_id';
};

/** Exact name first, then names starting with the text, then the rest by name. */
const byCloseness = (column: AnyColumn, text: string) => [
  desc(sql`lower(${column}) = lower(${text})`),
  desc(sql`starts_with(lower(${column}), lower(${text}))`),
  asc(sql`lower(${column})`),
];

export class SearchService {
  constructor(private readonly db: Db) {}

  /**
   * The caller's search. `hasActiveToken` is asked only when a kind that needs it is searched;
   * without it those kinds are left out and named in lockedKinds (the box says why).
   */
  async search(
    access: PartnerAccess,
    parsed: ParsedSearch,
    hasActiveToken: () => Promise<boolean>,
  ): Promise<SearchResult> {
    const wanted = searchKindsOf(parsed, searchableKinds(access.userType));
    const needToken = wanted.filter((kind) => SEARCH_SCREENS[kind].needsActiveToken);
    const unlocked = needToken.length === 0 || (await hasActiveToken());
    const kinds = unlocked ? wanted : wanted.filter((kind) => !needToken.includes(kind));
    const lockedKinds = unlocked ? [] : needToken;
    if (parsed.text === '' || kinds.length === 0) return { hits: [], lockedKinds };
    const found = await Promise.all(kinds.map((kind) => this.find(kind, access.partnerId, parsed.text, parsed.status)));
    return { hits: found.flat(), lockedKinds };
  }

  private find(kind: SearchKind, partnerId: string, text: string, status: PaymentStatus | undefined) {
    switch (kind) {
      case 'payment':
        return this.payments(partnerId, text, status);
      case 'app':
        return this.apps(partnerId, text);
      case 'channel':
        return this.channels(partnerId, text);
      case 'member':
        return this.members(partnerId, text);
    }
  }

  /**
   * Exact identifiers first (transaction id, payment id, pay id, VA or e-bill account number, the
   * payer's user_id, the pay memo), then values starting with the text (ids, memo, user_id), then
   * values ending with it (ids, memo: an id's last digits); newest first inside each. Every
   * lookup is on an index scoped by partner_id (migration 0020): a prefix on
   * `(partner_id, col text_pattern_ops)`, a suffix on `(partner_id, reverse(col) text_pattern_ops)`.
   * Each tier is bounded to the result limit, so a prefix every payment shares costs a handful.
   */
  async payments(partnerId: string, text: string, status: PaymentStatus | undefined): Promise<SearchHitRow[]> {
    const exact: (SQL | undefined)[] = [
      eq(payments.transactionId, text),
      eq(payments.payId, text),
      and(eq(payments.accountNumber, text), inArray(payments.type, ACCOUNT_TYPES)),
      eq(payments.userId, text),
      eq(payments.payMemo, text),
    ];
    if (isUuid(text)) exact.push(eq(payments.id, text));
    const partial = [...text].length >= SEARCH_PARTIAL_MIN;
    const starts = prefixPattern(text);
    const ends = prefixPattern(reverseText(text));
    const tiers = await Promise.all([
      this.paymentRows(partnerId, status, or(...exact)),
      partial
        ? this.eachNewest(partnerId, status, [
            like(payments.transactionId, starts),
            like(payments.payId, starts),
            like(payments.payMemo, starts),
            like(payments.userId, starts),
          ])
        : [],
      partial
        ? this.eachNewest(partnerId, status, [
            like(sql`reverse(${payments.transactionId})`, ends),
            like(sql`reverse(${payments.payId})`, ends),
            like(sql`reverse(${payments.payMemo})`, ends),
          ])
        : [],
    ]);
    // A refund's transaction_id is looked up only when no payment has the text as an identifier
    // of its own: a search for a payment's id costs no more statements than before.
    if (tiers[0].length === 0) tiers.splice(1, 0, await this.refundedBy(partnerId, status, text));
    const seen = new Set<string>();
    const rows = tiers
      .flat()
      .filter((p) => !seen.has(p.id) && seen.add(p.id))
      .slice(0, SEARCH_LIMIT_PER_KIND);
    return rows.map((p) => ({
      kind: 'payment',
      id: p.id,
      title: p.transactionId,
      matched: matchedBy(p, text),
      status: p.status,
      amount: normalize(p.amount),
      refundedAmount: normalize(p.refundedAmount),
      currency: p.currency,
      appId: p.appId,
      appName: p.appName,
      createdAt: p.createdAt,
    }));
  }

  /**
   * The newest payments meeting any of `matches`, each asked on its own and merged here: OR-ed in
   * one statement, the planner guesses how many rows a reverse() or a mostly-empty column's
   * pattern matches, bets on walking the whole list newest first, and took seconds at a million
   * payments (BENCHMARKS.md); alone, each is its own index's range.
   */
  private async eachNewest(partnerId: string, status: PaymentStatus | undefined, matches: SQL[]) {
    const found = await Promise.all(matches.map((match) => this.paymentRows(partnerId, status, match)));
    return found
      .flat()
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  }

  /**
   * The payment a refund's transaction_id (exact) belongs to. A refund's id is unique per app
   * (refunds_app_transaction_key): looked up in each of the partner's apps, a handful of index
   * probes, then its payment by id. A statement of its own, like eachNewest's lookups.
   */
  private async refundedBy(partnerId: string, status: PaymentStatus | undefined, text: string) {
    const ofRefund = sql`${payments.id} in (select ${refunds.paymentId} from ${refunds}
      where ${refunds.transactionId} = ${text}
        and ${refunds.appId} in (select ${apps.id} from ${apps} where ${apps.partnerId} = ${partnerId}))`;
    const rows = await this.paymentRows(partnerId, status, ofRefund);
    return rows.map((row) => ({ ...row, byRefund: true }));
  }

  /** One tier of the payment lookup: the partner's payments meeting `match`, newest first. */
  private paymentRows(partnerId: string, status: PaymentStatus | undefined, match: SQL | undefined) {
    return this.db
      .select({
        id: payments.id,
        transactionId: payments.transactionId,
        payId: payments.payId,
        accountNumber: payments.accountNumber,
        userId: payments.userId,
        payMemo: payments.payMemo,
        status: payments.status,
        amount: payments.amount,
        refundedAmount: payments.refundedAmount,
        currency: payments.currency,
        appId: payments.appId,
        appName: apps.name,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .leftJoin(apps, eq(apps.id, payments.appId))
      .where(and(eq(payments.partnerId, partnerId), status ? eq(payments.status, status) : undefined, match))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(SEARCH_LIMIT_PER_KIND);
  }

  /** By id, or by name anywhere in it (a partner has few apps: its partner_id index bounds it). */
  async apps(partnerId: string, text: string): Promise<SearchHitRow[]> {
    const rows = await this.db
      .select({ id: apps.id, name: apps.name, status: apps.status, createdAt: apps.createdAt })
      .from(apps)
      .where(
        and(
          eq(apps.partnerId, partnerId),
          isNull(apps.deletedAt),
          or(ilike(apps.name, containsPattern(text)), isUuid(text) ? eq(apps.id, text) : undefined),
        ),
      )
      .orderBy(...byCloseness(apps.name, text))
      .limit(SEARCH_LIMIT_PER_KIND);
    return rows.map((a) => ({ kind: 'app', id: a.id, title: a.name, status: a.status, createdAt: a.createdAt }));
  }

  /** By id or name, in the partner's apps that are not deleted. */
  async channels(partnerId: string, text: string): Promise<SearchHitRow[]> {
    const rows = await this.db
      .select({
        id: channels.id,
        name: channels.name,
        appId: apps.id,
        appName: apps.name,
        createdAt: channels.createdAt,
      })
      .from(channels)
      .innerJoin(apps, eq(apps.id, channels.appId))
      .where(
        and(
          eq(apps.partnerId, partnerId),
          isNull(apps.deletedAt),
          or(ilike(channels.name, containsPattern(text)), isUuid(text) ? eq(channels.id, text) : undefined),
        ),
      )
      .orderBy(...byCloseness(channels.name, text), asc(apps.name))
      .limit(SEARCH_LIMIT_PER_KIND);
    return rows.map((c) => ({
      kind: 'channel',
      id: c.id,
      title: c.name,
      appId: c.appId,
      appName: c.appName,
      createdAt: c.createdAt,
    }));
  }

  /** By name or e-mail anywhere in it; the id is the membership's (the users screen's row). */
  async members(partnerId: string, text: string): Promise<SearchHitRow[]> {
    const pattern = containsPattern(text);
    const rows = await this.db
      .select({
        id: userPartners.id,
        name: users.name,
        email: users.email,
        role: userPartners.role,
        createdAt: userPartners.createdAt,
      })
      .from(userPartners)
      .innerJoin(users, eq(users.id, userPartners.userId))
      .where(
        and(
          eq(userPartners.partnerId, partnerId),
          or(
            ilike(users.name, pattern),
            ilike(users.email, pattern),
            isUuid(text) ? eq(userPartners.id, text) : undefined,
          ),
        ),
      )
      .orderBy(...byCloseness(users.name, text))
      .limit(SEARCH_LIMIT_PER_KIND);
    return rows.map((m) => ({
      kind: 'member',
      id: m.id,
      title: m.name,
      email: m.email,
      status: m.role,
      createdAt: m.createdAt,
    }));
  }
}
