import { CASH_OUT_CLOSE_DELAY_MULTI_MS, CASH_OUT_CLOSE_DELAY_SINGLE_MS, splitCashOut } from '@paygate/contracts';
import { formatAmount } from '../../lib/amount';

// The cash-out submit of spec §4: the amount in chunks of 250,000,000 (contracts' splitCashOut),
// sent one after another, each chunk in state wait, process, finish or error. Pure: the modal
// renders what these return and chooses the toasts; tests drive them with a fake sender.

export type ChunkStatus = 'wait' | 'process' | 'finish' | 'error';
export type Chunk = { index: number; amount: number; status: ChunkStatus; message?: string; paymentStatus?: string };

/** What a sent chunk answered: the payment's status (PENDING, SUCCESS, FAILED) or a refusal. */
export type ChunkResult =
  | { ok: true; paymentStatus: string }
  | { ok: false; message: string; errorId?: string | number | undefined };

export const planChunks = (amount: number): Chunk[] =>
  splitCashOut(amount).map((value, index) => ({ index, amount: value, status: 'wait' }));

/** The progress list shows only when there is more than one chunk (spec §4). */
export const showsProgress = (chunks: readonly Chunk[]) => chunks.length > 1;

/**
 * The chunk the progress list is at: the one in process (or refused), else the last finished,
 * else the first. The list marks it as the current step.
 */
export const currentChunk = (chunks: readonly Chunk[]): number => {
  const busy = chunks.findIndex((c) => c.status === 'process' || c.status === 'error');
  if (busy >= 0) return busy;
  return Math.max(
    0,
    chunks.findLastIndex((c) => c.status === 'finish'),
  );
};

/** The modal closes 100 ms after one chunk, 2 s after several (spec §9). */
export const closeDelay = (chunkCount: number) =>
  chunkCount > 1 ? CASH_OUT_CLOSE_DELAY_MULTI_MS : CASH_OUT_CLOSE_DELAY_SINGLE_MS;

export type CashOutOutcome = {
  chunks: Chunk[];
  /** Sum of the chunks the gateway accepted. */
  sent: number;
  /** The first refused chunk's message; later chunks were never sent. */
  failure?: string;
  /** The gateway's error id of that refusal (the '{error_id}, {message}' toast of spec §8). */
  failureId?: string | number | undefined;
};

/**
 * Sends the chunks strictly one after another. A refused chunk is marked error and stops the
 * rest, which stay in wait. `onChange` receives a fresh copy after every transition.
 */
export const runChunks = async (
  planned: readonly Chunk[],
  send: (chunk: Chunk) => Promise<ChunkResult>,
  onChange: (chunks: Chunk[]) => void = () => {},
): Promise<CashOutOutcome> => {
  let chunks = planned.map((c) => ({ ...c }));
  const update = (index: number, patch: Partial<Chunk>) => {
    chunks = chunks.map((c) => (c.index === index ? { ...c, ...patch } : c));
    onChange(chunks);
  };
  let sent = 0;
  for (const chunk of planned) {
    update(chunk.index, { status: 'process' });
    let result: ChunkResult;
    try {
      result = await send(chunk);
    } catch (error) {
      result = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    if (!result.ok) {
      update(chunk.index, { status: 'error', message: result.message });
      return { chunks, sent, failure: result.message, failureId: result.errorId };
    }
    sent += chunk.amount;
    update(chunk.index, { status: 'finish', paymentStatus: result.paymentStatus });
  }
  return { chunks, sent };
};

export const formatVnd = (amount: number | string) => `${formatAmount(amount)} VND`;

/** The toast after a multi-chunk cash-out stopped on a refused chunk: how much left before it. */
export const partialMessage = (outcome: CashOutOutcome) =>
  `${outcome.failure ?? 'Transaction failed'}. ${formatVnd(outcome.sent)} of ${formatVnd(
    outcome.chunks.reduce((sum, c) => sum + c.amount, 0),
  )} was sent; the remaining chunks were not sent.`;

/** The toast of a refused cash-out (spec §8): '{error_id}, {message}'. */
export const refusalMessage = (outcome: CashOutOutcome) =>
  outcome.failureId === undefined ? (outcome.failure ?? '') : `${outcome.failureId}, ${outcome.failure ?? ''}`;
