import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import QuickLRU from 'quick-lru';
import type { FeedSubscriber } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { deepFreeze } from '../../lib/deep-freeze.js';
import { AUTH_CHANNEL, parseAuthNotice } from '../auth/index.js';

// Issue #16, ADR 0023: what the transaction list and the dashboard read for a partner, shared by
// every request of that partner on this instance until the partner's payments (or the apps,
// channels and sources those reads name) change. A payment operations floor has many people on
// the same partner's screens, and every live change notice (issue #15) makes each of their screens
// refetch the same page at once: one read answers them all.
//
// The rules that make it safe (as SessionCache's, ADR 0022):
// - Only what is the same for every member of the partner is kept: the rows and the totals. Who
//   may call, and which fields a role sees (fees), is decided on every request, after this.
// - It answers only while the change feed is known to deliver every notice; otherwise every
//   request reads the database.
// - A notice makes every read of that partner that started before it stale, in flight or done:
//   requests after the notice never get them. Requests that arrived while a read was in flight
//   share it (one query for a burst of identical requests).
// - Entries are frozen and live at most MAX_AGE_MS, the bound on a change whose notice was lost
//   (an instance that died between a payment's commit and its notice).

/** The database's channel of partner data changes (migration 0019 and PartnerDataNotices). */
export const PARTNER_DATA_CHANNEL = 'paygate_partner_data';

/**
 * Set for a payment transaction whose notice the application sends after the commit: the
 * payments trigger then sends none inside it (a notice sent inside a transaction holds
 * PostgreSQL's notify lock through the commit, which would serialise every payment's commit).
 */
const AFTER_COMMIT_SETTING = 'paygate.partner_notice';

const MAX_ENTRIES = 500;
export const MAX_AGE_MS = 30_000;
/** Partners whose last notice is remembered before old ones are pruned. */
const PRUNE_AT = 10_000;

type Entry = { partnerId: string; stamp: number; value: Promise<unknown> };

export class PartnerReadCache {
  private readonly entries = new QuickLRU<string, Entry>({ maxSize: MAX_ENTRIES, maxAge: MAX_AGE_MS });
  /** Moves on with every notice; an entry records its value when its read started. */
  private clock = 0;
  /** The clock at each partner's last notice, and when it came (for pruning). */
  private readonly changedAt = new Map<string, { clock: number; at: number }>();
  /** The clock when everything was last dropped (a notice for everything, a change of health). */
  private resetAt = 0;
  private healthy = false;

  /** Whether it answers at all. */
  get active(): boolean {
    return this.healthy;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The value of `key` for this partner: a read still current, or the one in flight, or `load()`'s.
   * `key` must name everything the value depends on besides the partner's data.
   */
  read<T>(partnerId: string, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.healthy) return load();
    const full = `${partnerId}|${key}`;
    const kept = this.entries.get(full);
    if (kept && this.current(kept)) return kept.value as Promise<T>;
    const value = load().then(deepFreeze);
    const entry: Entry = { partnerId, stamp: this.clock, value };
    this.entries.set(full, entry);
    // A failed read is not kept (the next request tries again); its caller still gets the error.
    value.catch(() => {
      if (this.entries.peek(full) === entry) this.entries.delete(full);
    });
    return value;
  }

  /** A partner's data changed: nothing read for it before now is served again. */
  partnerChanged(partnerId: string): void {
    this.clock++;
    this.changedAt.set(partnerId, { clock: this.clock, at: Date.now() });
    if (this.changedAt.size > PRUNE_AT) this.prune();
  }

  setHealthy(healthy: boolean): void {
    this.reset();
    this.healthy = healthy;
  }

  /**
   * Its place in the change feed: the partner data channel, and the auth channel for a partner's
   * own row (its time zone shapes the dashboard). Both send the same text (parseAuthNotice).
   */
  subscriber(): FeedSubscriber {
    const onNotice = (payload: string) => {
      // An unknown text counts as `*`; a session's or a user's notice changes no partner's data.
      const notice = parseAuthNotice(payload) ?? { kind: 'all' };
      if (notice.kind === 'all') this.reset();
      else if (notice.kind === 'partner') this.partnerChanged(notice.id);
    };
    return {
      channels: { [PARTNER_DATA_CHANNEL]: onNotice, [AUTH_CHANNEL]: onNotice },
      setHealthy: (healthy) => this.setHealthy(healthy),
    };
  }

  private current(entry: Entry): boolean {
    return entry.stamp >= this.resetAt && entry.stamp >= (this.changedAt.get(entry.partnerId)?.clock ?? 0);
  }

  private reset(): void {
    this.clock++;
    this.resetAt = this.clock;
    this.entries.clear();
    this.changedAt.clear();
  }

  /**
   * Forgets notices older than an entry can live: every entry they made stale has expired, so
   * without them nothing stale becomes current again.
   */
  private prune(): void {
    const before = Date.now() - MAX_AGE_MS;
    for (const [partnerId, change] of this.changedAt) if (change.at < before) this.changedAt.delete(partnerId);
  }
}

/** Another notice sent with the partners' notices, after them (the live feed's, ADR 0025). */
export type AfterCommitNotice = { channel: string; payload: string };

/**
 * Tells every instance that a partner's payments changed, after the change committed: this
 * instance at once, every instance (this one again) through the database's channel. The notices
 * of the changes committed in one turn of the event loop go in one statement (a burst of payments
 * costs one round trip per turn, not one per payment), each turn's partner notices first, then the
 * notices that came `also` with them. Never throws: the change stands; a lost notice lasts at most
 * MAX_AGE_MS on the other instances, and the caller is told it was lost.
 */
export class PartnerDataNotices {
  private readonly pending = new Set<string>();
  private readonly after: AfterCommitNotice[] = [];
  private flushing: Promise<boolean> | undefined;

  constructor(
    private readonly cache: PartnerReadCache,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The statement that opens a payment transaction whose notice this class sends after commit. */
  static readonly afterCommit: SQL = sql`select set_config(${AFTER_COMMIT_SETTING}, 'after-commit', true)`;

  /** Resolves once the notice has been sent (true) or failed to be (false). */
  changed(partnerId: string, also?: AfterCommitNotice): Promise<boolean> {
    this.cache.partnerChanged(partnerId);
    this.pending.add(partnerId);
    if (also) this.after.push(also);
    this.flushing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.flush());
    return this.flushing;
  }

  private async flush(): Promise<boolean> {
    const partners = [...this.pending];
    const after = this.after.splice(0);
    this.pending.clear();
    this.flushing = undefined;
    const notices = [
      ...partners.map((id) => sql`pg_notify(${PARTNER_DATA_CHANNEL}, ${`p:${id}`})`),
      ...after.map((n) => sql`pg_notify(${n.channel}, ${n.payload})`),
    ];
    return this.db.execute(sql`select ${sql.join(notices, sql`, `)}`).then(
      () => true,
      (err: unknown) => {
        this.log.warn({ err }, 'partner data notice not sent');
        return false;
      },
    );
  }
}
