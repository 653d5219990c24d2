import { createHash } from 'node:crypto';
import { type CashOutPlanEntry, HASH_FIELDS } from '@paygate/contracts';
import { jwtVerify, SignJWT } from 'jose';

// The confirmation of one cash-out (docs/adr/0008-cash-out-confirmation.md): the chunk sent with
// the OTP answers it, and the later chunks of the same cash-out send it instead of a code. It is
// a short-lived JWT signed with the session key under an audience of its own, bound to the user,
// session, partner, app, payee fields and the planned chunks (ids and amounts). Each planned id
// can pay once ((app_id, transaction_id) is unique), so it can never move more than was confirmed.

const ISSUER = 'paygate';
const AUDIENCE = 'paygate-cash-out';

export type CashOutScope = {
  userId: string;
  sessionId: string;
  partnerId: string;
  appId: string;
  /** Digest of the fields every chunk of one cash-out shares (payee, message, fee side, channel). */
  payee: string;
  plan: CashOutPlanEntry[];
};

/** What differs between the chunks of one cash-out; every other signed field they share. */
const PER_CHUNK: readonly string[] = ['app_id', 'transaction_id', 'amount'];
const SHARED_FIELDS = HASH_FIELDS.transferCms.filter((k) => !PER_CHUNK.includes(k));

/** The fields a chunk shares with the other chunks of its cash-out (the signed ones), as one digest. */
export const payeeDigest = (body: Record<string, string | undefined>): string =>
  createHash('sha256')
    .update(JSON.stringify(SHARED_FIELDS.map((k) => body[k]?.trim() ?? '')))
    .digest('base64url');

/** The plan as one text: part of a chunk's request fingerprint, compared as a whole. */
export const planText = (plan: readonly CashOutPlanEntry[]): string =>
  JSON.stringify(plan.map((c) => [c.transaction_id, c.amount]));

const sameScope = (a: CashOutScope, b: CashOutScope) =>
  a.userId === b.userId &&
  a.sessionId === b.sessionId &&
  a.partnerId === b.partnerId &&
  a.appId === b.appId &&
  a.payee === b.payee &&
  planText(a.plan) === planText(b.plan);

export class CashOutConfirmations {
  constructor(private readonly key: Uint8Array) {}

  sign(scope: CashOutScope, expiresAt: Date): Promise<string> {
    return new SignJWT({
      sid: scope.sessionId,
      pid: scope.partnerId,
      app: scope.appId,
      payee: scope.payee,
      plan: scope.plan.map((c) => [c.transaction_id, c.amount]),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(scope.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /**
   * True when `token` is an unexpired confirmation of exactly `scope` (same user, session,
   * partner, app, payee fields and plan) and the plan lists this chunk with this amount.
   */
  async covers(token: string, scope: CashOutScope, chunk: CashOutPlanEntry): Promise<boolean> {
    const signed = await this.read(token);
    if (!signed || !sameScope(signed, scope)) return false;
    return signed.plan.some((c) => c.transaction_id === chunk.transaction_id && c.amount === chunk.amount);
  }

  private async read(token: string): Promise<CashOutScope | null> {
    try {
      const { payload: p } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      if (
        typeof p.sub !== 'string' ||
        typeof p.sid !== 'string' ||
        typeof p.pid !== 'string' ||
        typeof p.app !== 'string' ||
        typeof p.payee !== 'string' ||
        !Array.isArray(p.plan)
      )
        return null;
      const plan = (p.plan as unknown[]).map((c) =>
        Array.isArray(c) ? { transaction_id: String(c[0]), amount: String(c[1]) } : { transaction_id: '', amount: '' },
      );
      return { userId: p.sub, sessionId: p.sid, partnerId: p.pid, appId: p.app, payee: p.payee, plan };
    } catch {
      return null;
    }
  }
}
