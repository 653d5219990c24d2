import { randomBytes } from 'node:crypto';
import {
  APP_MESSAGES,
  type AppStatus,
  type CreateAppInput,
  channelNameTaken,
  NOT_FOUND_MESSAGES,
  sourceNameTaken,
  type UpdateAppInput,
} from '@paygate/contracts';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type AppRow, apps, channels, sources, webhookAttempts } from '../../db/schema.js';
import type { PartnerAccess } from '../../lib/caller.js';
import { AppError, notFound, violatedIndex } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { actorOf, recordAudit } from '../audit/index.js';
import type { UploadsService } from '../uploads/index.js';
import type { WebhookSender } from '../webhooks/index.js';
import {
  assertPublicWebhookUrl,
  newWebhookSecret,
  testWebhookPayload,
  webhookSigningSecrets,
} from '../webhooks/index.js';

export type ChannelRow = typeof channels.$inferSelect;
export type SourceRow = typeof sources.$inferSelect;

export const SECRET_GRACE_MS = { NOW: 0, ONE_HOUR: 3_600_000, ONE_DAY: 86_400_000, ONE_WEEK: 7 * 86_400_000 } as const;
export type SecretGrace = keyof typeof SECRET_GRACE_MS;

// The unique index that keeps channel names apart within an app.
const CHANNEL_NAME_INDEX = 'channels_app_name_key';
const newAppSecret = () => randomBytes(24).toString('hex');
const sourceTaken = (name: string) =>
  new AppError(sourceNameTaken(name), 'CONFLICT', { fields: { name: sourceNameTaken(name) } });
const channelTaken = (name: string) =>
  new AppError(channelNameTaken(name), 'CONFLICT', { fields: { name: channelNameTaken(name) } });
const appTarget = (app: AppRow) => ({ type: 'app', id: app.id, label: app.name });

/** An app's two rotating secrets: the columns each keeps, how a new one is made, how it is audited. */
type SecretKind = {
  current: 'appSecret' | 'webhookSecret';
  previous: 'previousSecret' | 'previousWebhookSecret';
  expires: 'previousSecretExpiresAt' | 'previousWebhookSecretExpiresAt';
  make: () => string;
  action: 'app.secret_rotated' | 'app.webhook_secret_rotated';
  audit: { current: string; expires: string };
};
const APP_SECRET: SecretKind = {
  current: 'appSecret',
  previous: 'previousSecret',
  expires: 'previousSecretExpiresAt',
  make: newAppSecret,
  action: 'app.secret_rotated',
  audit: { current: 'app_secret', expires: 'previous_secret_expires_at' },
};
const WEBHOOK_SECRET: SecretKind = {
  current: 'webhookSecret',
  previous: 'previousWebhookSecret',
  expires: 'previousWebhookSecretExpiresAt',
  make: newWebhookSecret,
  action: 'app.webhook_secret_rotated',
  audit: { current: 'webhook_secret', expires: 'previous_webhook_secret_expires_at' },
};
const logoError = () =>
  new AppError(APP_MESSAGES.logoInvalid, 'BAD_USER_INPUT', { fields: { logo: APP_MESSAGES.logoInvalid } });

/** Apps, their channels, and the partner's sources. Every read is scoped to the caller's partner. */
export class AppsService {
  constructor(
    private readonly db: Db,
    private readonly uploads: UploadsService,
    private readonly webhooks: WebhookSender,
    private readonly options: { publicWebhooksOnly: boolean },
  ) {}

  listApps(partnerId: string): Promise<AppRow[]> {
    return this.db
      .select()
      .from(apps)
      .where(and(eq(apps.partnerId, partnerId), isNull(apps.deletedAt)))
      .orderBy(asc(apps.createdAt));
  }

  /** Another partner's app, a deleted one and a missing one all answer "App not found". */
  async getApp(partnerId: string, appId: string): Promise<AppRow> {
    if (!isUuid(appId)) throw notFound(NOT_FOUND_MESSAGES.app);
    const [row] = await this.db
      .select()
      .from(apps)
      .where(and(eq(apps.id, appId), eq(apps.partnerId, partnerId), isNull(apps.deletedAt)));
    if (!row) throw notFound(NOT_FOUND_MESSAGES.app);
    return row;
  }

  private async checkWebhookAndLogo(input: { logo?: string | undefined; webhook_url?: string | null | undefined }) {
    if (input.logo !== undefined && !(await this.uploads.exists(input.logo))) throw logoError();
    if (input.webhook_url && this.options.publicWebhooksOnly) await assertPublicWebhookUrl(input.webhook_url);
  }

  /** A new app starts in DEVELOPMENT with its secrets and a default channel. */
  async createApp(access: PartnerAccess, input: CreateAppInput): Promise<AppRow> {
    await this.checkWebhookAndLogo(input);
    return this.db.transaction(async (tx) => {
      const [app] = await tx
        .insert(apps)
        .values({
          partnerId: access.partnerId,
          name: input.name,
          description: input.description,
          logo: input.logo,
          webhookUrl: input.webhook_url ?? null,
          appSecret: newAppSecret(),
          webhookSecret: newWebhookSecret(),
        })
        .returning();
      if (!app) throw new Error('app insert returned nothing');
      // Exactly one default channel at every moment: an app is born with one.
      await tx.insert(channels).values({ appId: app.id, name: 'Default', isDefault: true });
      await recordAudit(tx, access.partnerId, actorOf(access.viewer), {
        action: 'app.created',
        target: appTarget(app),
        changes: {
          name: { after: app.name },
          description: { after: app.description },
          webhook_url: { after: app.webhookUrl },
          status: { after: app.status },
        },
      });
      return app;
    });
  }

  async updateApp(access: PartnerAccess, input: UpdateAppInput): Promise<AppRow> {
    const before = await this.getApp(access.partnerId, input.app_id);
    await this.checkWebhookAndLogo(input);
    const changes: Partial<typeof apps.$inferInsert> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.description !== undefined) changes.description = input.description;
    if (input.logo !== undefined) changes.logo = input.logo;
    if (input.webhook_url !== undefined) changes.webhookUrl = input.webhook_url;
    if (Object.keys(changes).length === 0) return this.getApp(access.partnerId, input.app_id);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.update(apps).set(changes).where(eq(apps.id, input.app_id)).returning();
      if (!row) throw notFound(NOT_FOUND_MESSAGES.app);
      const actor = actorOf(access.viewer);
      const fields = { name: 'name', description: 'description', logo: 'logo' } as const;
      const changed = Object.fromEntries(
        Object.entries(fields).map(([field, key]) => [field, { before: before[key], after: row[key] }]),
      );
      if (Object.values(changed).some((c) => c.before !== c.after)) {
        await recordAudit(tx, access.partnerId, actor, {
          action: 'app.updated',
          target: appTarget(row),
          changes: changed,
        });
      }
      // Where payment events go is a security setting of its own: its own action, easy to filter.
      if (before.webhookUrl !== row.webhookUrl) {
        await recordAudit(tx, access.partnerId, actor, {
          action: 'app.webhook_url_changed',
          target: appTarget(row),
          changes: { webhook_url: { before: before.webhookUrl, after: row.webhookUrl } },
        });
      }
      return row;
    });
  }

  /** One way: there is no path back from PRODUCTION (PRODUCT §4). */
  async setProduction(access: PartnerAccess, appId: string): Promise<AppRow> {
    const app = await this.getApp(access.partnerId, appId);
    if (app.status === 'PRODUCTION') throw new AppError(APP_MESSAGES.alreadyInProduction, 'CONFLICT');
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(apps)
        .set({ status: 'PRODUCTION' satisfies AppStatus })
        .where(and(eq(apps.id, appId), eq(apps.status, 'DEVELOPMENT')))
        .returning();
      if (!row) throw new AppError(APP_MESSAGES.alreadyInProduction, 'CONFLICT');
      await recordAudit(tx, access.partnerId, actorOf(access.viewer), {
        action: 'app.production',
        target: appTarget(row),
        changes: { status: { before: app.status, after: row.status } },
      });
      return row;
    });
  }

  /** Only DEVELOPMENT apps are deleted, softly: their payments stay readable. */
  async removeApp(access: PartnerAccess, appId: string): Promise<boolean> {
    const app = await this.getApp(access.partnerId, appId);
    if (app.status === 'PRODUCTION') throw new AppError(APP_MESSAGES.productionUndeletable, 'FORBIDDEN');
    await this.db.transaction(async (tx) => {
      await tx.update(apps).set({ deletedAt: new Date() }).where(eq(apps.id, appId));
      await recordAudit(tx, access.partnerId, actorOf(access.viewer), {
        action: 'app.deleted',
        target: appTarget(app),
      });
    });
    return true;
  }

  /** A new app secret now; the old one keeps verifying requests for the grace period (zero-downtime roll). */
  rotateSecret(access: PartnerAccess, appId: string, grace: SecretGrace): Promise<AppRow> {
    return this.rotate(access, appId, grace, APP_SECRET);
  }

  /**
   * A new webhook secret now; webhooks carry the old one's signature too for the grace period, so
   * a merchant's server verifies with either while it deploys the new one (issue 29, polish).
   */
  rotateWebhookSecret(access: PartnerAccess, appId: string, grace: SecretGrace): Promise<AppRow> {
    return this.rotate(access, appId, grace, WEBHOOK_SECRET);
  }

  /**
   * The row is locked for the rotation, so rotations at once follow one another: each one's
   * previous secret is the one the rotation before it made, never one read before another
   * rotation replaced it (which would keep a superseded secret alive and lose the one a caller
   * was just given).
   */
  private rotate(access: PartnerAccess, appId: string, grace: SecretGrace, kind: SecretKind): Promise<AppRow> {
    const graceMs = SECRET_GRACE_MS[grace];
    return this.db.transaction(async (tx) => {
      const [app] = await tx
        .select()
        .from(apps)
        .where(and(eq(apps.id, appId), eq(apps.partnerId, access.partnerId), isNull(apps.deletedAt)))
        // Rotations of one app queue here, yet a payment's running totals, whose new rows check
        // their foreign key to the app (a KEY SHARE lock), pass: FOR UPDATE blocked them, and a
        // status change holding the partner's audit head deadlocked against a rotation waiting
        // for it (the lock-order review of 2026-12-06).
        .for('no key update');
      if (!app) throw notFound(NOT_FOUND_MESSAGES.app);
      const [row] = await tx
        .update(apps)
        .set({
          [kind.current]: kind.make(),
          [kind.previous]: graceMs > 0 ? app[kind.current] : null,
          [kind.expires]: graceMs > 0 ? new Date(Date.now() + graceMs) : null,
        })
        .where(eq(apps.id, appId))
        .returning();
      if (!row) throw notFound(NOT_FOUND_MESSAGES.app);
      // The secrets themselves are redacted by name (AUDIT_REDACTED_FIELDS): the entry says one changed.
      await recordAudit(tx, access.partnerId, actorOf(access.viewer), {
        action: kind.action,
        target: appTarget(row),
        changes: {
          [kind.audit.current]: { before: app[kind.current], after: row[kind.current] },
          grace: { after: grace },
          [kind.audit.expires]: { after: row[kind.expires] },
        },
      });
      return row;
    });
  }

  /** The secrets a request may be signed with right now (issue #4 verifies against these). */
  validSecrets(app: AppRow, now = Date.now()): string[] {
    const previousValid =
      app.previousSecret && app.previousSecretExpiresAt && app.previousSecretExpiresAt.getTime() > now;
    return previousValid ? [app.appSecret, app.previousSecret as string] : [app.appSecret];
  }

  async testWebhook(access: PartnerAccess, appId: string) {
    const app = await this.getApp(access.partnerId, appId);
    if (!app.webhookUrl) {
      throw new AppError(APP_MESSAGES.noWebhookUrl, 'BAD_USER_INPUT');
    }
    const [channel] = await this.db
      .select()
      .from(channels)
      .where(and(eq(channels.appId, app.id), eq(channels.isDefault, true)));
    return this.webhooks.deliver({
      appId: app.id,
      paymentId: null,
      url: app.webhookUrl,
      secrets: webhookSigningSecrets(app),
      payload: testWebhookPayload(app, channel),
      eventType: 'test',
    });
  }

  lastAttempts(appId: string, limit = 10) {
    return this.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.appId, appId))
      .orderBy(desc(webhookAttempts.createdAt))
      .limit(limit);
  }

  // ── Channels ──

  listChannels(appId: string): Promise<ChannelRow[]> {
    return this.db.select().from(channels).where(eq(channels.appId, appId)).orderBy(asc(channels.createdAt));
  }

  private async getChannel(partnerId: string, channelId: string): Promise<ChannelRow> {
    if (!isUuid(channelId)) throw notFound(NOT_FOUND_MESSAGES.channel);
    const [row] = await this.db
      .select({ channel: channels })
      .from(channels)
      .innerJoin(apps, eq(apps.id, channels.appId))
      .where(and(eq(channels.id, channelId), eq(apps.partnerId, partnerId), isNull(apps.deletedAt)));
    if (!row) throw notFound(NOT_FOUND_MESSAGES.channel);
    return row.channel;
  }

  async createChannel(access: PartnerAccess, appId: string, name: string): Promise<ChannelRow> {
    await this.getApp(access.partnerId, appId);
    const insert = (isDefault: boolean) =>
      this.db.transaction(async (tx) => {
        const [row] = await tx.insert(channels).values({ appId, name, isDefault }).returning();
        if (!row) throw new Error('channel insert returned nothing');
        await recordAudit(tx, access.partnerId, actorOf(access.viewer), {
          action: 'channel.created',
          target: { type: 'channel', id: row.id, label: row.name },
          changes: { name: { after: row.name }, app_id: { after: appId }, is_default: { after: row.isDefault } },
        });
        return row;
      });
    const hasChannel = async () =>
      (await this.db.select({ id: channels.id }).from(channels).where(eq(channels.appId, appId)).limit(1)).length > 0;
    try {
      // The first channel of an app is its default.
      return await insert(!(await hasChannel()));
    } catch (error) {
      const index = violatedIndex(error);
      if (index === CHANNEL_NAME_INDEX) throw channelTaken(name);
      // Two first channels at once: the one-default index let one be the default; this one is not.
      if (index === 'channels_one_default_per_app') {
        return insert(false).catch((again: unknown) => {
          throw violatedIndex(again) === CHANNEL_NAME_INDEX ? channelTaken(name) : again;
        });
      }
      throw error;
    }
  }

  async renameChannel(access: PartnerAccess, channelId: string, name: string): Promise<ChannelRow> {
    const before = await this.getChannel(access.partnerId, channelId);
    return this.db
      .transaction(async (tx) => {
        const [row] = await tx.update(channels).set({ name }).where(eq(channels.id, channelId)).returning();
        if (!row) throw notFound(NOT_FOUND_MESSAGES.channel);
        await recordAudit(tx, access.partnerId, actorOf(access.viewer), {
          action: 'channel.renamed',
          target: { type: 'channel', id: row.id, label: row.name },
          changes: { name: { before: before.name, after: row.name } },
        });
        return row;
      })
      .catch((error: unknown) => {
        throw violatedIndex(error) === CHANNEL_NAME_INDEX ? channelTaken(name) : error;
      });
  }

  /** Moves the default in one transaction; the unique index refuses two defaults at any moment. */
  async setDefaultChannel(access: PartnerAccess, channelId: string): Promise<ChannelRow> {
    const channel = await this.getChannel(access.partnerId, channelId);
    if (channel.isDefault) return channel;
    return this.db.transaction(async (tx) => {
      await tx
        .update(channels)
        .set({ isDefault: false })
        .where(and(eq(channels.appId, channel.appId), eq(channels.isDefault, true)));
      const [row] = await tx.update(channels).set({ isDefault: true }).where(eq(channels.id, channelId)).returning();
      if (!row) throw notFound(NOT_FOUND_MESSAGES.channel);
      await recordAudit(tx, access.partnerId, actorOf(access.viewer), {
        action: 'channel.default_changed',
        target: { type: 'channel', id: row.id, label: row.name },
        changes: { is_default: { before: false, after: true }, app_id: { before: row.appId, after: row.appId } },
      });
      return row;
    });
  }

  // ── Sources ──

  listSources(partnerId: string): Promise<SourceRow[]> {
    return this.db.select().from(sources).where(eq(sources.partnerId, partnerId)).orderBy(asc(sources.createdAt));
  }

  async createSource(access: PartnerAccess, name: string): Promise<SourceRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sources)
        .values({ partnerId: access.partnerId, name })
        .onConflictDoNothing()
        .returning();
      if (!row) throw sourceTaken(name);
      await recordAudit(tx, access.partnerId, actorOf(access.viewer), {
        action: 'source.created',
        target: { type: 'source', id: row.id, label: row.name },
        changes: { name: { after: row.name } },
      });
      return row;
    });
  }

  async renameSource(access: PartnerAccess, sourceId: string, name: string): Promise<SourceRow> {
    if (!isUuid(sourceId)) throw notFound(NOT_FOUND_MESSAGES.source);
    return this.db
      .transaction(async (tx) => {
        const [before] = await tx
          .select({ name: sources.name })
          .from(sources)
          .where(and(eq(sources.id, sourceId), eq(sources.partnerId, access.partnerId)))
          .for('update');
        const [row] = await tx
          .update(sources)
          .set({ name })
          .where(and(eq(sources.id, sourceId), eq(sources.partnerId, access.partnerId)))
          .returning();
        if (!row || !before) throw notFound(NOT_FOUND_MESSAGES.source);
        await recordAudit(tx, access.partnerId, actorOf(access.viewer), {
          action: 'source.renamed',
          target: { type: 'source', id: row.id, label: row.name },
          changes: { name: { before: before.name, after: row.name } },
        });
        return row;
      })
      .catch((error: { code?: string; cause?: { code?: string } }) => {
        if (error.code === '23505' || error.cause?.code === '23505') throw sourceTaken(name);
        throw error;
      });
  }
}
