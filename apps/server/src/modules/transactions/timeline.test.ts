import { readFileSync } from 'node:fs';
import { PAYMENT_EVENT_ACTORS, PAYMENT_EVENT_KINDS } from '@paygate/contracts';
import { buildSchema, GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE } from '../../lib/paths.js';
import { paymentTimeline } from './timeline.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));

const payment = {
  id: 'p1',
  type: 'ATM_CARD',
  status: 'SUCCESS' as const,
  createdAt: at(0),
  completedAt: at(2),
  failureReason: null,
  madeBy: null,
};

describe('paymentTimeline', () => {
  it("tells a complaint's opening by the payer, the member's answer and who resolved it, in order", () => {
    const events = paymentTimeline({
      payment: { ...payment, status: 'SUCCESS' },
      refunds: [],
      complaint: {
        id: 'c1',
        amount: '40000.000',
        reason: 'Goods not received',
        createdAt: at(10),
        response: 'CONTEST',
        respondedAt: at(20),
        outcome: 'PAYMENT_KEPT',
        resolvedAt: at(30),
      },
      attempts: [],
      acts: [
        { action: 'complaint.opened', actorType: 'SYSTEM', actorName: null, targetId: 'p1' },
        { action: 'complaint.answered', actorType: 'USER', actorName: 'Fiona Finance', targetId: 'p1' },
        { action: 'complaint.resolved', actorType: 'SYSTEM', actorName: null, targetId: 'p1' },
      ],
    });
    expect(events.map((e) => [e.kind, e.actor, e.actorName, e.amount, e.note])).toEqual([
      ['CREATED', 'APP', null, null, null],
      ['PAID', 'PAYER', null, null, null],
      ['COMPLAINT_OPENED', 'PAYER', null, '40000', 'Goods not received'],
      ['COMPLAINT_ANSWERED', 'MEMBER', 'Fiona Finance', null, 'CONTEST'],
      ['COMPLAINT_RESOLVED', 'GATEWAY', null, '40000', 'PAYMENT_KEPT'],
    ]);
  });

  it("names the member who ordered a cash-out from the audit log, and the gateway's bank as who paid it out", () => {
    const events = paymentTimeline({
      payment: { ...payment, type: 'CASH_OUT', madeBy: 'Renamed Since' },
      refunds: [],
      attempts: [],
      acts: [
        { action: 'money.cash_out', actorType: 'USER', actorName: 'Olivia Owner', targetId: 'p1' },
        { action: 'money.settled', actorType: 'SYSTEM', actorName: null, targetId: 'p1' },
      ],
    });
    expect(events.map((e) => [e.kind, e.actor, e.actorName])).toEqual([
      ['CREATED', 'MEMBER', 'Olivia Owner'],
      ['PAID', 'GATEWAY', null],
    ]);
  });

  it('falls back to the maker on the payment where the audit log holds nothing, and says OPERATOR for the CLI', () => {
    const made = paymentTimeline({
      payment: { ...payment, type: 'CASH_IN', madeBy: 'Olivia Owner' },
      refunds: [],
      attempts: [],
      acts: [],
    });
    expect(made[0]).toMatchObject({ actor: 'MEMBER', actorName: 'Olivia Owner' });
    const refund = {
      id: 'r1',
      amount: '5000.000',
      reason: 'Goodwill',
      status: 'FAILED',
      failureReason: 'Account closed',
      createdAt: at(5),
      completedAt: at(6),
    };
    const events = paymentTimeline({
      payment,
      refunds: [refund],
      attempts: [],
      acts: [{ action: 'money.refund', actorType: 'OPERATOR', actorName: null, targetId: 'r1' }],
    });
    expect(events.slice(2).map((e) => [e.kind, e.actor, e.amount, e.note])).toEqual([
      ['REFUND_REQUESTED', 'OPERATOR', '5000', 'Goodwill'],
      ['REFUND_FAILED', 'GATEWAY', '5000', 'Account closed'],
    ]);
  });

  it('reads a REFUNDED payment as paid first; a pending payment has only its creation', () => {
    expect(
      paymentTimeline({ payment: { ...payment, status: 'REFUNDED' }, refunds: [], attempts: [], acts: [] })[1],
    ).toMatchObject({
      kind: 'PAID',
      actor: 'PAYER',
    });
    expect(
      paymentTimeline({
        payment: { ...payment, status: 'PENDING', completedAt: null },
        refunds: [],
        attempts: [],
        acts: [],
      }),
    ).toHaveLength(1);
  });

  it('puts webhook attempts in time order among the rest, a failed one with its error', () => {
    const events = paymentTimeline({
      payment,
      refunds: [],
      attempts: [
        { createdAt: at(4), eventType: 'payment.succeeded', attempt: 2, statusCode: 200, success: true, error: null },
        {
          createdAt: at(3),
          eventType: 'payment.succeeded',
          attempt: 1,
          statusCode: 500,
          success: false,
          error: 'HTTP 500',
        },
      ],
      acts: [],
    });
    expect(events.map((e) => [e.kind, e.attempt, e.note])).toEqual([
      ['CREATED', null, null],
      ['PAID', null, null],
      ['WEBHOOK', 1, 'HTTP 500'],
      ['WEBHOOK', 2, null],
    ]);
  });
});

describe('the timeline in the GraphQL contract', () => {
  it('names the same kinds and actors as the contracts', () => {
    const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
    const values = (name: string) => {
      const type = schema.getType(name);
      return type instanceof GraphQLEnumType ? type.getValues().map((v) => v.name) : [];
    };
    expect(values('PaymentEventKind')).toEqual([...PAYMENT_EVENT_KINDS]);
    expect(values('PaymentEventActor')).toEqual([...PAYMENT_EVENT_ACTORS]);
  });
});
