import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  CASH_OUT_CLOSE_DELAY_MULTI_MS,
  CASH_OUT_CLOSE_DELAY_SINGLE_MS,
  type CashOutPlanEntry,
  splitCashOut,
} from '@paygate/contracts';
import { formatVnd } from '../../lib/amount';

// The cash-out submit of PRODUCT §4: the amount in chunks of 250,000,000 (contracts' splitCashOut),
// sent one after another, each chunk in state wait, process, finish or error. Pure: the modal
// renders what these return and chooses the toasts; tests drive them with a fake sender.

export type ChunkStatus = 'wait' | 'process' | 'finish' | 'error';
export type Chunk = {
  index: number;
  amount: number;
  /** Planned once with the chunks and kept on a resubmit, so a retry cannot pay twice. */
  transactionId: string;
  status: ChunkStatus;
  message?: string;
  paymentStatus?: string;
  /** The gateway already had this chunk: its answer is the first result, nothing was sent twice. */
  retried?: boolean;
  /** Sent without an answer (timeout, network): it may have been paid, so the plan is kept. */
  unanswered?: boolean;
};

/** What a sent chunk answered: the payment's status (PENDING, SUCCESS, FAILED) or a refusal. */
export type ChunkResult =
  | { ok: true; paymentStatus: string; retried?: boolean | undefined }
  | {
      ok: false;
      message: string;
      errorId?: string | number | undefined;
      /** No answer came: the same chunk may be sent again as it was. */
      unanswered?: boolean;
      /** Refused for its code (wrong, spent, or an expired confirmation): a new code sends it. */
      otp?: boolean;
    };

/**
 * The chunks of a cash-out with their transaction ids, made once (spec: cashout-{timestamp};
 * several chunks add -1, -2, … to it).
 */
export const planChunks = (amount: number, now = Date.now()): Chunk[] => {
  const amounts = splitCashOut(amount);
  return amounts.map((value, index) => ({
    index,
    amount: value,
    transactionId: amounts.length > 1 ? `cashout-${now}-${index + 1}` : `cashout-${now}`,
    status: 'wait',
  }));
};

/** The plan as the gateway reads it (cash_out_plan): the chunks the OTP's confirmation covers. */
export const planOf = (chunks: readonly Chunk[]): CashOutPlanEntry[] =>
  chunks.map((c) => ({ transaction_id: c.transactionId, amount: String(c.amount) }));

/**
 * True once a chunk may have moved money (it went through, or no answer came): from then on the
 * form's values are the plan's and a resubmit sends the same chunks with the same ids.
 */
export const isCommitted = (chunks: readonly Chunk[]) =>
  chunks.some((c) => c.status === 'finish' || (c.status === 'error' && c.unanswered));

/**
 * The chunks to send for a submit: the previous plan again when the same form is submitted once
 * more (its finished chunks are not sent again; the others go with their first ids), a new plan
 * otherwise.
 */
export const resumePlan = (
  previous: { key: string; chunks: readonly Chunk[] } | undefined,
  key: string,
  amount: number,
  now = Date.now(),
): Chunk[] => {
  if (previous && previous.key === key)
    return previous.chunks.map((c) =>
      c.status === 'finish'
        ? { ...c }
        : { index: c.index, amount: c.amount, transactionId: c.transactionId, status: 'wait' },
    );
  return planChunks(amount, now);
};

/** The progress list shows only when there is more than one chunk (PRODUCT §4). */
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

/** The modal closes 100 ms after one chunk, 2 s after several (PRODUCT §9). */
export const closeDelay = (chunkCount: number) =>
  chunkCount > 1 ? CASH_OUT_CLOSE_DELAY_MULTI_MS : CASH_OUT_CLOSE_DELAY_SINGLE_MS;

export type CashOutOutcome = {
  chunks: Chunk[];
  /** Sum of the chunks the gateway accepted. */
  sent: number;
  /** The first refused chunk's message; later chunks were never sent. */
  failure?: string;
  /** The gateway's error id of that refusal (the '{error_id}, {message}' toast of PRODUCT §8). */
  failureId?: string | number | undefined;
  /** The same form may be submitted again to go on: no answer came, or a new code is needed. */
  resumable?: boolean;
};

/**
 * Sends the chunks strictly one after another, skipping those already finished (a resubmit). A
 * refused chunk is marked error and stops the rest, which stay in wait. `onChange` receives a
 * fresh copy after every transition.
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
    if (chunk.status === 'finish') {
      sent += chunk.amount;
      continue;
    }
    update(chunk.index, { status: 'process' });
    let result: ChunkResult;
    try {
      result = await send(chunk);
    } catch (error) {
      result = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    if (!result.ok) {
      update(chunk.index, { status: 'error', message: result.message, unanswered: result.unanswered === true });
      const resumable = result.unanswered === true || result.otp === true;
      return { chunks, sent, failure: result.message, failureId: result.errorId, resumable };
    }
    sent += chunk.amount;
    update(chunk.index, {
      status: 'finish',
      paymentStatus: result.paymentStatus,
      message: undefined,
      unanswered: false,
      retried: result.retried === true,
    });
  }
  return { chunks, sent };
};

/**
 * The toast after a multi-chunk cash-out stopped on a refused chunk: how much left before it, in
 * the language of `t` (useLingui's, or i18n._).
 */
export const partialMessage = (outcome: CashOutOutcome, t: (descriptor: MessageDescriptor) => string) => {
  const failure = outcome.failure ?? t(msg`Transaction failed`);
  const sent = formatVnd(outcome.sent);
  const total = formatVnd(outcome.chunks.reduce((sum, c) => sum + c.amount, 0));
  return t(msg`${failure}. ${sent} of ${total} was sent; the remaining chunks were not sent.`);
};

/** The toast of a refused cash-out (PRODUCT §8): '{error_id}, {message}'. */
export const refusalMessage = (outcome: CashOutOutcome) =>
  outcome.failureId === undefined ? (outcome.failure ?? '') : `${outcome.failureId}, ${outcome.failure ?? ''}`;
