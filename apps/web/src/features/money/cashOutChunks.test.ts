import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  type Chunk,
  type ChunkResult,
  closeDelay,
  currentChunk,
  isCommitted,
  partialMessage,
  planChunks,
  planOf,
  refusalMessage,
  resumePlan,
  runChunks,
  showsProgress,
} from './cashOutChunks';

// partialMessage speaks the portal's language: English with no catalogue, as the app's source.
if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

/** A sender whose answers the test releases one by one, recording what was in flight. */
const controlledSender = () => {
  const started: number[] = [];
  const pending: ((result: ChunkResult) => void)[] = [];
  const send = (chunk: Chunk) =>
    new Promise<ChunkResult>((resolve) => {
      started.push(chunk.amount);
      pending.push(resolve);
    });
  const answer = async (result: ChunkResult) => {
    const resolve = pending.shift();
    if (!resolve) throw new Error('no chunk in flight');
    resolve(result);
    // Let runChunks take its next step.
    await new Promise((r) => setTimeout(r, 0));
  };
  return { send, started, pending, answer };
};

const statuses = (chunks: Chunk[]) => chunks.map((c) => c.status);

describe('cash-out chunks', () => {
  it('splits into chunks of 250,000,000 with the remainder last', () => {
    expect(planChunks(600_000_000).map((c) => c.amount)).toEqual([250_000_000, 250_000_000, 100_000_000]);
    expect(planChunks(250_000_000).map((c) => c.amount)).toEqual([250_000_000]);
    expect(planChunks(999_999_999).map((c) => c.amount)).toEqual([250_000_000, 250_000_000, 250_000_000, 249_999_999]);
    expect(statuses(planChunks(500_000_001))).toEqual(['wait', 'wait', 'wait']);
  });

  it('shows the progress list only for more than one chunk, and closes after 100 ms or 2 s', () => {
    expect(showsProgress(planChunks(10_000))).toBe(false);
    expect(showsProgress(planChunks(250_000_001))).toBe(true);
    expect(closeDelay(1)).toBe(100);
    expect(closeDelay(3)).toBe(2_000);
  });

  it('sends one chunk at a time, each going wait → process → finish', async () => {
    const sender = controlledSender();
    const seen: string[][] = [];
    const run = runChunks(planChunks(600_000_000), sender.send, (chunks) => seen.push(statuses(chunks)));

    await new Promise((r) => setTimeout(r, 0));
    expect(sender.started).toEqual([250_000_000]);
    await sender.answer({ ok: true, paymentStatus: 'PENDING' });
    expect(sender.started).toEqual([250_000_000, 250_000_000]);
    await sender.answer({ ok: true, paymentStatus: 'PENDING' });
    await sender.answer({ ok: true, paymentStatus: 'PENDING' });
    const outcome = await run;

    expect(seen).toEqual([
      ['process', 'wait', 'wait'],
      ['finish', 'wait', 'wait'],
      ['finish', 'process', 'wait'],
      ['finish', 'finish', 'wait'],
      ['finish', 'finish', 'process'],
      ['finish', 'finish', 'finish'],
    ]);
    expect(outcome.sent).toBe(600_000_000);
    expect(outcome.failure).toBeUndefined();
  });

  it('stops at a refused chunk: the rest stay in wait and are never sent', async () => {
    const sender = controlledSender();
    const run = runChunks(planChunks(600_000_000), sender.send);
    await new Promise((r) => setTimeout(r, 0));
    await sender.answer({ ok: true, paymentStatus: 'PENDING' });
    await sender.answer({ ok: false, message: 'Amount is greater than available', errorId: 6 });
    const outcome = await run;

    expect(sender.started).toHaveLength(2);
    expect(statuses(outcome.chunks)).toEqual(['finish', 'error', 'wait']);
    expect(outcome.chunks[1]?.message).toBe('Amount is greater than available');
    expect(outcome.sent).toBe(250_000_000);
    expect(refusalMessage(outcome)).toBe('6, Amount is greater than available');
    expect(partialMessage(outcome, (d) => i18n._(d))).toBe(
      'Amount is greater than available. 250,000,000 VND of 600,000,000 VND was sent; the remaining chunks were not sent.',
    );
  });

  it('treats a thrown sender like a refusal', async () => {
    const outcome = await runChunks(planChunks(20_000), async () => {
      throw new Error('Error request /v1/partner/transfer/cms');
    });
    expect(statuses(outcome.chunks)).toEqual(['error']);
    expect(outcome.sent).toBe(0);
    expect(refusalMessage(outcome)).toBe('Error request /v1/partner/transfer/cms');
  });
});

describe('the current step of the progress list', () => {
  const at = (...statuses: Chunk['status'][]) =>
    currentChunk(statuses.map((status, index) => ({ index, amount: 1, transactionId: `t${index}`, status })));

  it('is the chunk in process or refused, else the last finished, else the first', () => {
    expect(at('wait', 'wait', 'wait')).toBe(0);
    expect(at('process', 'wait', 'wait')).toBe(0);
    expect(at('finish', 'process', 'wait')).toBe(1);
    expect(at('finish', 'wait', 'wait')).toBe(0);
    expect(at('finish', 'finish', 'process')).toBe(2);
    expect(at('finish', 'finish', 'finish')).toBe(2);
    expect(at('finish', 'error', 'wait')).toBe(1);
  });
});

describe('the transaction ids of a cash-out, planned once', () => {
  it('are cashout-{timestamp} for one chunk and cashout-{timestamp}-{n} for several', () => {
    expect(planChunks(150_000, 1_700_000_000_000).map((c) => c.transactionId)).toEqual(['cashout-1700000000000']);
    expect(planChunks(600_000_000, 1_700_000_000_000).map((c) => c.transactionId)).toEqual([
      'cashout-1700000000000-1',
      'cashout-1700000000000-2',
      'cashout-1700000000000-3',
    ]);
    expect(planOf(planChunks(300_000_000, 5))).toEqual([
      { transaction_id: 'cashout-5-1', amount: '250000000' },
      { transaction_id: 'cashout-5-2', amount: '50000000' },
    ]);
  });

  it('are kept for a resubmit of the same values: finished chunks stay finished, the others go again', () => {
    const first = planChunks(600_000_000, 1);
    const after = [
      { ...first[0]!, status: 'finish' as const, paymentStatus: 'PENDING' },
      { ...first[1]!, status: 'error' as const, message: 'Error request', unanswered: true },
      first[2]!,
    ];
    expect(isCommitted(after)).toBe(true);
    const again = resumePlan({ key: 'same', chunks: after }, 'same', 600_000_000, 2);
    expect(again.map((c) => [c.transactionId, c.status])).toEqual([
      ['cashout-1-1', 'finish'],
      ['cashout-1-2', 'wait'],
      ['cashout-1-3', 'wait'],
    ]);
    expect(resumePlan({ key: 'same', chunks: after }, 'other', 600_000_000, 2)[0]?.transactionId).toBe('cashout-2-1');
    expect(isCommitted([{ ...first[0]!, status: 'error', message: 'OTP is invalid' }])).toBe(false);
  });

  it('a resubmit sends only the chunks not yet finished, and a lost answer leaves the cash-out resumable', async () => {
    const sent: string[] = [];
    const lost = await runChunks(planChunks(600_000_000, 1), async (chunk) => {
      sent.push(chunk.transactionId);
      return chunk.index === 1
        ? { ok: false, message: 'Error request /v1/partner/transfer/cms', unanswered: true }
        : { ok: true, paymentStatus: 'PENDING' };
    });
    expect(lost).toMatchObject({ sent: 250_000_000, resumable: true });
    const again = resumePlan({ key: 'k', chunks: lost.chunks }, 'k', 600_000_000);
    const done = await runChunks(again, async (chunk) => {
      sent.push(chunk.transactionId);
      return { ok: true, paymentStatus: 'PENDING', retried: chunk.index === 1 };
    });
    expect(sent).toEqual(['cashout-1-1', 'cashout-1-2', 'cashout-1-2', 'cashout-1-3']);
    expect(done.sent).toBe(600_000_000);
    expect(done.chunks.map((c) => [c.status, c.retried])).toEqual([
      ['finish', false],
      ['finish', true],
      ['finish', false],
    ]);
  });
});
