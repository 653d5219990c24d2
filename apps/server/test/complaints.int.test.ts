import { gatewayHash, webhookPayloadProblem } from '@paygate/contracts';
import { restAnswerProblem } from '@paygate/contracts/rest-schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppRow } from '../src/db/schema.js';
import { complaints, notifications, partners, payments, refunds } from '../src/db/schema.js';
import { QUEUES } from '../src/lib/jobs.js';
import { loginActive, loginToken, mailbox } from './support/account.js';
import { startReceiver } from './support/apps.js';
import { demoApp, eventually, getJson, setWebhookUrl } from './support/gateway.js';
import { balanceOf, ledgerProblems, newOwnerWithApp, postJson } from './support/money.js';
import { newPartnerWorkspace, seedPayment } from './support/payments.js';
import { refundViaGateway } from './support/refunds.js';
import { errorCode, errorMessage, type TestServer, useTestServer } from './support/server.js';

// Complaints (issue 29 item 2, PRODUCT §11 "Complaints", ADR 0031): the sandbox's payer opens one
// on a paid payment, the disputed amount is held from the available balance, the merchant answers
// in the portal (accept: refunded; contest: the sandbox's bank decides), and no answer by the
// deadline refunds the payer. Every test leaves a ledger whose postings balance and whose app
// balances (available and held) equal their entries.

const server = useTestServer();

const RESPOND = `mutation R($complaint_id: ID!, $response: ComplaintResponse!, $note: String, $evidence_id: ID, $otp: String) {
  respondComplaint(complaint_id: $complaint_id, response: $response, note: $note, evidence_id: $evidence_id, otp: $otp) {
    complaint_id status response note outcome held amount refund_id responded_by
    evidence { evidence_id name content_type size }
  }
}`;
const DETAIL = `query D($payment_id: String) { allPayment(payment_id: $payment_id, offset: 0, limit: 1) {
  data { status refunded_amount complaint { complaint_id status amount held reason response outcome respond_by }
    timeline { kind actor actor_name note amount } } } }`;

const NOTICES = '{ notifications { kind title body } }';
/** The notices of the caller's partner, read in a language (the portal's Accept-Language). */
const noticesIn = async (s: TestServer, token: string, language: string) => {
  const res = await s.gql<{ notifications: { kind: string; title: string; body: string }[] }>(
    NOTICES,
    {},
    { token, headers: { 'accept-language': language } },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.notifications;
};
/** An instant as Tokyo (UTC+9, no daylight saving) reads it, DD/MM/YYYY HH:mm, written out here. */
const inTokyo = (at: Date) => {
  const t = new Date(at.getTime() + 9 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(t.getUTCDate())}/${two(t.getUTCMonth() + 1)}/${t.getUTCFullYear()} ${two(t.getUTCHours())}:${two(t.getUTCMinutes())} (Asia/Tokyo)`;
};

const paid = (s: TestServer, app: AppRow, amount: string, fee = '0') =>
  seedPayment(s, app, { status: 'SUCCESS', amount, fee });

const complain = async (s: TestServer, checkoutToken: string, reason = 'Goods not received') => {
  const res = await postJson(s, `/v1/checkout/${checkoutToken}/complain`, undefined, { reason });
  expect(restAnswerProblem('POST /v1/checkout/{token}/complain', res.status, res.body)).toBeUndefined();
  return res as typeof res & {
    body: { data: { status: string; complaint: { complaint_id: string; amount: string } } };
  };
};
const decide = async (s: TestServer, checkoutToken: string, outcome: string) => {
  const res = await postJson(s, `/v1/checkout/${checkoutToken}/complaint/decide`, undefined, { outcome });
  expect(restAnswerProblem('POST /v1/checkout/{token}/complaint/decide', res.status, res.body)).toBeUndefined();
  return res;
};

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const uploadEvidence = async (
  s: TestServer,
  token: string | undefined,
  complaintId: string,
  bytes: Buffer,
  name = 'receipt.png',
) => {
  const form = new FormData();
  form.append('complaint_id', complaintId);
  form.append('evidence', new Blob([new Uint8Array(bytes)]), name);
  const res = await getJson(`${s.url}/v1/complaint/evidence`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  expect(restAnswerProblem('POST /v1/complaint/evidence', res.status, res.body)).toBeUndefined();
  return res as typeof res & { body: { data: { evidence_id: string } } };
};

const paymentRow = async (s: TestServer, id: string) => {
  const [row] = await s.database.db.select().from(payments).where(eq(payments.id, id));
  return row!;
};
const complaintRow = async (s: TestServer, paymentId: string) => {
  const [row] = await s.database.db.select().from(complaints).where(eq(complaints.paymentId, paymentId));
  return row;
};
const heldOf = (s: TestServer, appId: string) =>
  s.database.db
    .execute(
      sql`select coalesce(sum(balance), 0)::text as held from ledger_accounts where app_id = ${appId} and kind = 'merchant_held'`,
    )
    .then((r) => Number((r as unknown as { rows: { held: string }[] }).rows[0]?.held ?? 0));

afterEach(async () => {
  expect(await ledgerProblems(server())).toEqual({ unbalanced: 0, drifted: 0 });
});

describe('a payer’s complaint (sandbox)', () => {
  it('opens once: IN_COMPLAIN, the amount held, complaint.opened sent, OWNER and FINANCIAL told', async () => {
    const s = server();
    const { app, owner } = await newOwnerWithApp(s);
    const receiver = await startReceiver();
    try {
      await setWebhookUrl(s, app.id, receiver.url);
      const payment = await paid(s, app, '100000');
      const res = await complain(s, payment.checkoutToken);
      expect(res.body).toMatchObject({
        error_code: 0,
        data: { status: 'IN_COMPLAIN', complaint: { amount: '100000', status: 'OPEN' } },
      });
      expect((await paymentRow(s, payment.id)).status).toBe('IN_COMPLAIN');
      expect(await balanceOf(s, app.id)).toBe('0');
      expect(await heldOf(s, app.id)).toBe(100000);
      const event = await eventually(async () =>
        receiver.received.map((r) => JSON.parse(r.body)).find((b) => b.type === 'complaint.opened'),
      );
      expect(webhookPayloadProblem(event)).toBeUndefined();
      expect(event).toMatchObject({
        transaction_id: payment.transactionId,
        payment: { payment_id: payment.id, status: 'IN_COMPLAIN' },
        complaint: {
          complaint_id: res.body.data.complaint.complaint_id,
          amount: '100000',
          reason: 'Goods not received',
        },
      });
      const [notice] = await s.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.dedupeKey, `complaint-opened:${res.body.data.complaint.complaint_id}`));
      expect(notice?.title).toBe(`A payer disputed ${payment.transactionId}`);
      const mails = (await mailbox(s)).filter((m) => m.to === owner.email && m.subject.includes(payment.transactionId));
      expect(mails).toHaveLength(1);
      // A second complaint about it, later, is refused and holds nothing more.
      const again = await complain(s, payment.checkoutToken);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This payment has been disputed already');
      expect(await heldOf(s, app.id)).toBe(100000);
    } finally {
      await receiver.close();
    }
  });

  it('tells in the reader’s language: the notices translated as they are read, the deadline DD/MM/YYYY in the partner’s zone', async () => {
    const s = server();
    const { app, owner, partnerId } = await newOwnerWithApp(s);
    await s.database.db.update(partners).set({ timeZone: 'Asia/Tokyo' }).where(eq(partners.id, partnerId));
    const payment = await paid(s, app, '100000');
    const opened = await complain(s, payment.checkoutToken);
    const complaintId = opened.body.data.complaint.complaint_id;
    const row = await complaintRow(s, payment.id);
    const when = inTokyo(row!.respondBy);
    await s.services.jobs.send(QUEUES.complaint, { complaintId, step: 'remind' });
    await eventually(async () => (await noticesIn(s, owner.token, 'en')).length === 2 || undefined);

    // Stored and read in English as before, the deadline in the partner's zone rather than ISO.
    const body = `100000 VND of ${app.name} is disputed (Goods not received) and held from the available balance. Accept or contest it before ${when}; without an answer the payer is refunded.`;
    const [stored] = await s.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `complaint-opened:${complaintId}`));
    expect(stored).toMatchObject({ title: `A payer disputed ${payment.transactionId}`, body });
    expect(await noticesIn(s, owner.token, 'en')).toEqual([
      {
        kind: 'COMPLAINT_DEADLINE',
        title: `Answer the complaint about ${payment.transactionId} within a day`,
        body,
      },
      { kind: 'COMPLAINT_OPENED', title: `A payer disputed ${payment.transactionId}`, body },
    ]);
    // The same rows in Vietnamese for a request that reads it; names, codes and the date kept.
    const viBody = `Số tiền 100000 VND của ${app.name} đang bị khiếu nại (Goods not received) và được tạm giữ từ số dư khả dụng. Hãy chấp nhận hoặc phản đối trước ${when}; nếu không có phản hồi, người thanh toán sẽ được hoàn tiền.`;
    expect(await noticesIn(s, owner.token, 'vi')).toEqual([
      {
        kind: 'COMPLAINT_DEADLINE',
        title: `Hãy phản hồi khiếu nại về ${payment.transactionId} trong vòng một ngày`,
        body: viBody,
      },
      { kind: 'COMPLAINT_OPENED', title: `Người thanh toán đã khiếu nại ${payment.transactionId}`, body: viBody },
    ]);

    // The mails (the owner reads English): the deadline as the notice prints it, no ISO instant.
    const mails = (await mailbox(s)).filter((m) => m.to === owner.email && m.text.includes(payment.transactionId));
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        `A payer disputed ${payment.transactionId} (${app.name})`,
        `Answer the complaint about ${payment.transactionId} by ${when}`,
      ].sort(),
    );
    for (const mail of mails) {
      expect(mail.text).toContain(`contest it with a note and evidence before ${when}.`);
      expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    }
  });

  it('reads a notice stored before the templates as it can: one that fills a template translated, any other as stored', async () => {
    const s = server();
    const { app, owner, partnerId } = await newOwnerWithApp(s);
    const at = new Date(Date.now() - 3_600_000);
    await s.database.db.insert(notifications).values([
      {
        partnerId,
        appId: app.id,
        kind: 'COMPLAINT_OPENED',
        title: 'A payer disputed OLD-1',
        body: `5000 VND of ${app.name} is disputed (Late) and held from the available balance. Accept or contest it before 2026-01-02T03:04:05.000Z; without an answer the payer is refunded.`,
        dedupeKey: `complaint-opened:old-${partnerId}`,
        createdAt: at,
      },
      {
        partnerId,
        appId: null,
        kind: 'OTHER',
        title: 'An old notice of no template',
        body: 'Its words stay as they were stored.',
        dedupeKey: `old-notice:${partnerId}`,
        createdAt: new Date(at.getTime() - 1000),
      },
    ]);
    expect(await noticesIn(s, owner.token, 'vi')).toEqual([
      {
        kind: 'COMPLAINT_OPENED',
        title: 'Người thanh toán đã khiếu nại OLD-1',
        body: `Số tiền 5000 VND của ${app.name} đang bị khiếu nại (Late) và được tạm giữ từ số dư khả dụng. Hãy chấp nhận hoặc phản đối trước 2026-01-02T03:04:05.000Z; nếu không có phản hồi, người thanh toán sẽ được hoàn tiền.`,
      },
      { kind: 'OTHER', title: 'An old notice of no template', body: 'Its words stay as they were stored.' },
    ]);
    expect((await noticesIn(s, owner.token, 'en'))[1]).toEqual({
      kind: 'OTHER',
      title: 'An old notice of no template',
      body: 'Its words stay as they were stored.',
    });
  });

  it('a burst of 30 complaints about one payment opens one and holds its amount once', async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    const payment = await paid(s, app, '70000');
    const answers = await Promise.all(Array.from({ length: 30 }, () => complain(s, payment.checkoutToken)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(29);
    expect(await heldOf(s, app.id)).toBe(70000);
    expect(await balanceOf(s, app.id)).toBe('0');
  });

  it('complaints opened and accepted at once with refunds of the same app all go through (no deadlock)', async () => {
    // Every money transaction locks the merchant balance, then the audit head, then the totals;
    // a complaint that took the audit head before the balance deadlocked against a refund taking
    // them the other way (the cluster test's load found it on PostgreSQL).
    const s = server();
    const { app, owner } = await newOwnerWithApp(s);
    const disputed = await Promise.all(Array.from({ length: 8 }, () => paid(s, app, '40000')));
    const refunded = await Promise.all(Array.from({ length: 8 }, () => paid(s, app, '40000')));
    const opened = await Promise.all(disputed.slice(0, 4).map((p) => complain(s, p.checkoutToken)));
    const accept = (complaintId: string) =>
      s.gql(RESPOND, { complaint_id: complaintId, response: 'ACCEPT' }, { token: owner.token });
    const [complained, accepted, refunds] = await Promise.all([
      Promise.all(disputed.slice(4).map((p) => complain(s, p.checkoutToken))),
      Promise.all(opened.map((o) => accept(o.body.data.complaint.complaint_id))),
      Promise.all(refunded.map((p) => refundViaGateway(s, app, p.id, '15000'))),
    ]);
    expect(complained.filter((c) => c.status !== 200).map((c) => JSON.stringify(c.body))).toEqual([]);
    expect(accepted.map((a) => a.errors?.[0]?.message ?? 'ok')).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(refunds.map((r) => r.status)).toEqual(Array(8).fill('PENDING'));
    // Four complaints still hold their whole amount; the four accepted ones released theirs.
    expect(await heldOf(s, app.id)).toBe(4 * 40000);
  });

  it('disputes only what is left of a partly refunded payment', async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    const payment = await paid(s, app, '100000');
    await refundViaGateway(s, app, payment.id, '30000');
    const res = await complain(s, payment.checkoutToken);
    expect(res.body.data.complaint.amount).toBe('70000');
    expect(await heldOf(s, app.id)).toBe(70000);
    expect(await balanceOf(s, app.id)).toBe('0');
    // While it is disputed, the merchant answers the complaint instead of refunding.
    const body = {
      app_id: app.id,
      transaction_id: 'refund-while-disputed',
      payment_id: payment.id,
      amount: '1000',
      reason: 'Goodwill',
    };
    const refused = await postJson(s, '/v1/partner/refund', undefined, {
      ...body,
      hash: gatewayHash('refund', body, app.appSecret),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This payment is IN_COMPLAIN: only a successful payment can be refunded');
    expect((await complaintRow(s, payment.id))?.amount).toBe('70000.000');
  });

  it('holds only what the available balance has: the fee left it less than the amount', async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    // A fee of 10 000: the balance got 90 000 of the 100 000.
    const payment = await paid(s, app, '100000', '10000');
    const res = await complain(s, payment.checkoutToken);
    expect(res.body.data.complaint.amount).toBe('100000');
    const row = await complaintRow(s, payment.id);
    expect(row).toMatchObject({ amount: '100000.000', held: '90000.000' });
    expect(await balanceOf(s, app.id)).toBe('0');
  });

  it('refuses a payment that is not a paid pay-in, and an unknown link; nothing is held', async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    const pending = await seedPayment(s, app, { amount: '5000' });
    const refused = await complain(s, pending.checkoutToken);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This payment is PENDING: only a successful payment can be disputed');
    expect((await complain(s, 'no-such-link')).status).toBe(404);
    const blank = await postJson(s, `/v1/checkout/${pending.checkoutToken}/complain`, undefined, { reason: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('reason is required!');
    const control = await postJson(s, `/v1/checkout/${pending.checkoutToken}/complain`, undefined, {
      reason: 'a\u0000b',
    });
    expect(control.body.message).toBe('reason must not contain control characters');
    expect(await heldOf(s, app.id)).toBe(0);
  });
});

describe('the merchant’s answer', () => {
  let demo: AppRow;
  beforeAll(async () => {
    demo = await demoApp(server(), 'Demo Sandbox');
  });

  it('contest with a note and evidence: the bank keeps the payment with the merchant, the hold is released', async () => {
    const s = server();
    const payment = await paid(s, demo, '40000');
    const before = Number(await balanceOf(s, demo.id));
    const opened = await complain(s, payment.checkoutToken);
    const complaintId = opened.body.data.complaint.complaint_id;
    expect(Number(await balanceOf(s, demo.id))).toBe(before - 40000);
    const financial = await loginToken(s, 'financial@demo.test');
    const evidence = await uploadEvidence(s, financial, complaintId, PNG);
    expect(evidence.body).toMatchObject({ error_code: 0, data: { content_type: 'image/png', name: 'receipt.png' } });
    const answered = await s.gql<{ respondComplaint: Record<string, unknown> }>(
      RESPOND,
      {
        complaint_id: complaintId,
        response: 'CONTEST',
        note: 'Delivered on 20 Nov.\nSigned by the payer.',
        evidence_id: evidence.body.data.evidence_id,
      },
      { token: financial },
    );
    expect(answered.errors).toBeUndefined();
    expect(answered.data?.respondComplaint).toMatchObject({
      status: 'OPEN',
      response: 'CONTEST',
      note: 'Delivered on 20 Nov.\nSigned by the payer.',
      evidence: { name: 'receipt.png', content_type: 'image/png', size: PNG.length },
    });
    // The same answer again, or the other one: answered already, nothing changes.
    const replay = await s.gql(RESPOND, { complaint_id: complaintId, response: 'ACCEPT' }, { token: financial });
    expect(errorMessage(replay)).toBe('This complaint has been answered already');
    const decided = await decide(s, payment.checkoutToken, 'PAYMENT_KEPT');
    expect(decided.body).toMatchObject({
      data: { status: 'SUCCESS', complaint: { status: 'RESOLVED', outcome: 'PAYMENT_KEPT' } },
    });
    expect((await paymentRow(s, payment.id)).status).toBe('SUCCESS');
    expect(Number(await balanceOf(s, demo.id))).toBe(before);
    // Decided once: a second decision is refused.
    expect((await decide(s, payment.checkoutToken, 'REFUNDED')).status).toBe(409);
    const detail = await s.gql<{
      allPayment: { data: { timeline: { kind: string; actor: string; note: string | null }[] }[] };
    }>(DETAIL, { payment_id: payment.id }, await loginActive(s, 'owner@demo.test'));
    expect(detail.errors).toBeUndefined();
    const timeline = detail.data?.allPayment.data[0]?.timeline ?? [];
    expect(timeline.filter((e) => e.kind.startsWith('COMPLAINT_'))).toEqual([
      expect.objectContaining({ kind: 'COMPLAINT_OPENED', actor: 'PAYER', note: 'Goods not received' }),
      expect.objectContaining({ kind: 'COMPLAINT_ANSWERED', actor: 'MEMBER', note: 'CONTEST' }),
      expect.objectContaining({ kind: 'COMPLAINT_RESOLVED', actor: 'GATEWAY', note: 'PAYMENT_KEPT' }),
    ]);
  });

  it('accept: the disputed amount is refunded from the hold at once', async () => {
    const s = server();
    const payment = await paid(s, demo, '25000');
    const before = Number(await balanceOf(s, demo.id));
    const opened = await complain(s, payment.checkoutToken);
    const owner = await loginToken(s, 'owner@demo.test');
    const answered = await s.gql<{ respondComplaint: { refund_id: string; outcome: string; status: string } }>(
      RESPOND,
      { complaint_id: opened.body.data.complaint.complaint_id, response: 'ACCEPT' },
      { token: owner },
    );
    expect(answered.errors).toBeUndefined();
    expect(answered.data?.respondComplaint).toMatchObject({ status: 'RESOLVED', outcome: 'REFUNDED' });
    const [refund] = await s.database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(refund).toMatchObject({
      transactionId: `COMPLAINT-${opened.body.data.complaint.complaint_id}`,
      amount: '25000.000',
      id: answered.data?.respondComplaint.refund_id,
    });
    expect((await paymentRow(s, payment.id)).status).toBe('REFUNDED');
    // The hold paid the refund: the balance is what it was less the payment.
    expect(Number(await balanceOf(s, demo.id))).toBe(before - 25000);
  });

  it.each([
    ['owner@demo.test', true],
    ['financial@demo.test', true],
    ['admin@demo.test', false],
    ['technical@demo.test', false],
    ['supporter@demo.test', false],
    ['supervisor@demo.test', false],
  ])('%s may answer: %s (the server decides)', async (email, isAllowed) => {
    const s = server();
    const payment = await paid(s, demo, '3000');
    const opened = await complain(s, payment.checkoutToken);
    const token = await loginToken(s, email);
    const res = await s.gql(
      RESPOND,
      { complaint_id: opened.body.data.complaint.complaint_id, response: 'CONTEST', note: 'Delivered' },
      { token },
    );
    const evidence = await uploadEvidence(s, token, opened.body.data.complaint.complaint_id, PNG);
    if (isAllowed) {
      expect(res.errors).toBeUndefined();
      expect(evidence.status).toBe(409);
      return;
    }
    expect(errorCode(res)).toBe('FORBIDDEN');
    expect(evidence.status).toBe(403);
    expect((await complaintRow(s, payment.id))?.response).toBeNull();
  });

  it('another partner’s complaint and evidence are not found; bad answers and files are refused', async () => {
    const s = server();
    const payment = await paid(s, demo, '3000');
    const opened = await complain(s, payment.checkoutToken);
    const complaintId = opened.body.data.complaint.complaint_id;
    const owner = await loginToken(s, 'owner@demo.test');
    const evidence = await uploadEvidence(s, owner, complaintId, PNG);
    const stranger = await newOwnerWithApp(s);
    const theirs = await s.gql(
      RESPOND,
      { complaint_id: complaintId, response: 'ACCEPT' },
      { token: stranger.owner.token },
    );
    expect(errorCode(theirs)).toBe('NOT_FOUND');
    expect((await uploadEvidence(s, stranger.owner.token, complaintId, PNG)).status).toBe(404);
    const read = await fetch(`${s.url}/v1/complaint/evidence/${evidence.body.data.evidence_id}`, {
      headers: { authorization: `Bearer ${stranger.owner.token}` },
    });
    expect([403, 404]).toContain(read.status);
    expect(errorCode(await s.gql(RESPOND, { complaint_id: 'x', response: 'ACCEPT' }, { token: owner }))).toBe(
      'NOT_FOUND',
    );
    const noNote = await s.gql(RESPOND, { complaint_id: complaintId, response: 'CONTEST' }, { token: owner });
    expect(errorMessage(noNote)).toBe('note is required to contest!');
    const long = await s.gql(
      RESPOND,
      { complaint_id: complaintId, response: 'CONTEST', note: 'x'.repeat(2001) },
      { token: owner },
    );
    expect(errorMessage(long)).toBe('note must be at most 2000 characters');
    const withEscape = await s.gql(
      RESPOND,
      { complaint_id: complaintId, response: 'CONTEST', note: 'a\u001bb' },
      { token: owner },
    );
    expect(errorMessage(withEscape)).toBe('note must not contain control characters');
    const text = await uploadEvidence(s, owner, complaintId, Buffer.from('<script>alert(1)</script>'), 'a.png');
    expect(text.body.message).toBe('The evidence must be a PNG, JPEG or PDF file');
    expect((await complaintRow(s, payment.id))?.response).toBeNull();
  });
});

describe('the deadline and the sandbox’s rule', () => {
  it('no answer by the deadline: the payer is refunded; a reminder goes once', async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    const payment = await paid(s, app, '60000');
    const opened = await complain(s, payment.checkoutToken);
    const complaintId = opened.body.data.complaint.complaint_id;
    await s.services.jobs.send(QUEUES.complaint, { complaintId, step: 'remind' });
    await s.services.jobs.send(QUEUES.complaint, { complaintId, step: 'remind' });
    await eventually(async () => (await complaintRow(s, payment.id))?.remindedAt);
    await s.services.jobs.send(QUEUES.complaint, { complaintId, step: 'deadline' });
    const resolved = await eventually(async () => {
      const row = await complaintRow(s, payment.id);
      return row?.status === 'RESOLVED' ? row : undefined;
    });
    expect(resolved.outcome).toBe('REFUNDED');
    expect((await paymentRow(s, payment.id)).status).toBe('REFUNDED');
    expect(await balanceOf(s, app.id)).toBe('0');
    expect(await heldOf(s, app.id)).toBe(0);
    const reminders = await s.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'COMPLAINT_DEADLINE'),
          eq(notifications.dedupeKey, `complaint-deadline:${complaintId}`),
        ),
      );
    expect(reminders).toHaveLength(1);
  });

  it('a contest without evidence loses by the sandbox’s rule; an unanswered one cannot be decided', async () => {
    const s = server();
    const { app, owner } = await newOwnerWithApp(s);
    const payment = await paid(s, app, '8000');
    const opened = await complain(s, payment.checkoutToken);
    const complaintId = opened.body.data.complaint.complaint_id;
    const early = await decide(s, payment.checkoutToken, 'PAYMENT_KEPT');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Only a contested complaint waits for a decision');
    const answered = await s.gql(
      RESPOND,
      { complaint_id: complaintId, response: 'CONTEST', note: 'It was delivered' },
      { token: owner.token },
    );
    expect(answered.errors).toBeUndefined();
    await s.services.jobs.send(QUEUES.complaint, { complaintId, step: 'decide' });
    const resolved = await eventually(async () => {
      const row = await complaintRow(s, payment.id);
      return row?.status === 'RESOLVED' ? row : undefined;
    });
    expect(resolved.outcome).toBe('REFUNDED');
  });

  it('GET /v1/partner/payment answers the complaint beside the payment', async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    const payment = await paid(s, app, '9000');
    const opened = await complain(s, payment.checkoutToken);
    const query = { app_id: app.id, transaction_id: payment.transactionId };
    const url = new URL(`${s.url}/v1/partner/payment`);
    for (const [k, v] of Object.entries({ ...query, hash: gatewayHash('payment', query, app.appSecret) }))
      url.searchParams.set(k, v);
    const res = await getJson(url.toString());
    expect(restAnswerProblem('GET /v1/partner/payment', res.status, res.body)).toBeUndefined();
    expect(res.body).toMatchObject({
      payment: { status: 'IN_COMPLAIN' },
      complaint: { complaint_id: opened.body.data.complaint.complaint_id, status: 'OPEN', amount: '9000' },
    });
  });

  it('the list’s "needs a response" keeps the unanswered complaints only', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'disputes');
    const waiting = await paid(s, ws.dev, '1000');
    const answered = await paid(s, ws.dev, '2000');
    await paid(s, ws.dev, '3000');
    await complain(s, waiting.checkoutToken);
    const other = await complain(s, answered.checkoutToken);
    const contest = await s.gql(
      RESPOND,
      { complaint_id: other.body.data.complaint.complaint_id, response: 'CONTEST', note: 'Sent' },
      { token: ws.token },
    );
    expect(contest.errors).toBeUndefined();
    const list = await s.gql<{ allPayment: { total: number; data: { id: string }[] } }>(
      `query { allPayment(needs_response: true, offset: 0, limit: 10) { total data { id } } }`,
      {},
      ws.options,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data?.allPayment).toEqual({ total: 1, data: [{ id: waiting.id }] });
    // The export of the same filter holds the same payment, and only it.
    // Yesterday to tomorrow: today in the partner's zone, whatever the hour in UTC.
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
    const csv = await s.gql<{ exportPartnerPayment: string }>(
      `query($from: String!, $to: String!) { exportPartnerPayment(from_date: $from, to_date: $to, needs_response: true) }`,
      { from: day(-1), to: day(1) },
      ws.options,
    );
    expect(csv.errors).toBeUndefined();
    const lines = (csv.data?.exportPartnerPayment ?? '').trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(waiting.transactionId);
  });

  it('the dashboard keeps a disputed payment in its net revenue, and takes the refund off once it ends so', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'net');
    const payment = await paid(s, ws.prod, '80000');
    const net = async () => {
      const res = await s.gql<{ partnerDashboard: { total_amount_success: string; total_amount_net: string } }>(
        `query D($from: DateTime!, $to: DateTime!) { partnerDashboard(from_date: $from, to_date: $to) {
          total_amount_success total_amount_net } }`,
        { from: new Date(Date.now() - 3_600_000).toISOString(), to: new Date().toISOString() },
        ws.options,
      );
      expect(res.errors).toBeUndefined();
      return res.data?.partnerDashboard;
    };
    expect(await net()).toEqual({ total_amount_success: '80000', total_amount_net: '80000' });
    const opened = await complain(s, payment.checkoutToken);
    // Disputed: not a SUCCESS payment now, still paid (the amount is held, not given back).
    expect(await net()).toEqual({ total_amount_success: '0', total_amount_net: '80000' });
    const accepted = await s.gql(
      RESPOND,
      { complaint_id: opened.body.data.complaint.complaint_id, response: 'ACCEPT' },
      { token: ws.token },
    );
    expect(accepted.errors).toBeUndefined();
    expect(await net()).toEqual({ total_amount_success: '0', total_amount_net: '0' });
  });
});
