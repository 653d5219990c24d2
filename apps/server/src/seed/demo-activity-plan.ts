import {
  type AccountType,
  CHAINS,
  type Chain,
  type PaymentStatus,
  type PaymentType,
  startOfLocalDay,
  TOKENS,
  type Token,
  zoneOffsetMinutes,
} from '@paygate/contracts';

// What the demo workspace's 90 days of activity are: a pure function of a seed and a clock, so
// every first start draws the same kind of history. demo-activity.ts writes it through the
// payment service.

export type DemoAppKey = 'store' | 'sandbox';

export type PlannedPayment = {
  app: DemoAppKey;
  type: PaymentType;
  status: PaymentStatus;
  transactionId: string;
  createdAt: Date;
  /** When a finished payment finished. */
  completedAt: Date;
  amount: string;
  currency: 'VND' | Token;
  chain: Chain | null;
  /** A bank id for bank methods and cash-outs; the token for crypto. */
  bank: string | null;
  /** Index into the app's channels (the first is the default). */
  channel: number;
  source: string | null;
  userId: string | null;
  /** The virtual-account holder a merchant asked for. */
  accountName: string | null;
  /** Cash-out payee account / withdraw wallet. */
  payee: string | null;
  /** A cash-out's payee: an account or a card (stored masked, demo-activity.ts). */
  payeeType?: AccountType;
  /** A paid pay-in the merchant later refunded, wholly or in part (PRODUCT §11), settled at `at`. */
  refund?: PlannedRefund;
};

export type PlannedRefund = { amount: string; reason: string; at: Date };

const REFUND_REASONS = ['Customer returned the goods', 'Order cancelled by the customer', 'Item out of stock'];

/** The demo owner's payout account and card (a sandbox VCB card: its lookup answers a holder). */
export const DEMO_PAYOUT_ACCOUNT = '0011001234567';
export const DEMO_PAYOUT_CARD = '9704360012345678';

/** mulberry32: a tiny seeded generator; good enough for demo data, never for secrets. */
const generator = (seed: number) => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const weighted = <T>(choices: readonly (readonly [T, number])[]): T => {
    const total = choices.reduce((sum, [, w]) => sum + w, 0);
    let r = next() * total;
    for (const [value, w] of choices) {
      r -= w;
      if (r < 0) return value;
    }
    return (choices.at(-1) as readonly [T, number])[0];
  };
  return { next, int, weighted };
};

const METHODS = [
  ['ATM_CARD', 25],
  ['INTERNET_BANKING', 15],
  ['VIRTUAL_ACCOUNT', 14],
  ['BANK_ACCOUNT', 10],
  ['DYNAMIC_QR', 20],
  ['PERMANENT_VIRTUAL_ACCOUNT', 6],
  ['CRYPTO', 10],
] as const;
const STATUSES = [
  ['SUCCESS', 80],
  ['FAILED', 9],
  ['CANCEL', 9],
  ['IN_COMPLAIN', 2],
] as const;
const BANKS = [
  ['VCB', 24],
  ['TCB', 16],
  ['MB', 16],
  ['ACB', 10],
  ['BIDV', 10],
  ['ICB', 9],
  ['VPB', 8],
  ['TPB', 7],
] as const;
const TOKEN_MIX = [
  ['USDT', 60],
  ['USDC', 30],
  ['BUSD', 10],
] as const;
const CHAIN_MIX = [
  ['bsc', 45],
  ['polygon', 35],
  ['eth', 20],
] as const;
/** Shoppers buy at lunch and in the evening (local hours). */
const HOURS = Array.from({ length: 24 }, (_, h) => {
  const weight = h < 7 ? 1 : h < 10 ? 4 : h < 14 ? 9 : h < 18 ? 6 : h < 23 ? 10 : 3;
  return [h, weight] as const;
});
const VA_NAMES = ['NGUYEN VAN AN', 'TRAN THI BINH', 'LE MINH CHAU', 'PHAM QUANG DUNG', 'HOANG THU HA', 'VU DUC LONG'];
const SOURCES = [
  ['Facebook', 35],
  ['Google', 30],
  ['Zalo', 20],
  [null, 15],
] as const;

export type PlanOptions = {
  now: Date;
  seed?: number;
  days?: number;
  timeZone?: string;
  /** Channels per app: payments spread over them, the default one most. */
  channels: Record<DemoAppKey, number>;
};

export const DEMO_ACTIVITY_SEED = 20_261_122;

export const planDemoActivity = (options: PlanOptions): PlannedPayment[] => {
  const rnd = generator(options.seed ?? DEMO_ACTIVITY_SEED);
  // Refunds draw from their own sequence, so adding them left every payment's draw as it was.
  const returns = generator((options.seed ?? DEMO_ACTIVITY_SEED) ^ 0x5eed);
  const days = options.days ?? 90;
  const zone = options.timeZone ?? 'Asia/Ho_Chi_Minh';
  const now = options.now;
  const local = new Date(now.getTime() + zoneOffsetMinutes(zone, now) * 60_000);
  const dayStart = (daysAgo: number) =>
    startOfLocalDay(zone, local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate() - daysAgo);
  const plan: PlannedPayment[] = [];
  const seq: Record<DemoAppKey, number> = { store: 0, sandbox: 0 };
  const add = (p: Omit<PlannedPayment, 'transactionId' | 'completedAt'> & { completedAt?: Date }) => {
    seq[p.app] += 1;
    const prefix = p.app === 'store' ? 'DS' : 'SB';
    const day = p.createdAt.toISOString().slice(0, 10).replaceAll('-', '');
    plan.push({
      ...p,
      transactionId: `${prefix}-${day}-${String(seq[p.app]).padStart(5, '0')}`,
      // A payer takes seconds to minutes; a bank settles a payout in minutes.
      completedAt: new Date(
        Math.min(now.getTime(), (p.completedAt ?? new Date(p.createdAt.getTime() + rnd.int(20, 900) * 1000)).getTime()),
      ),
    });
  };
  /** About one paid order in thirty comes back, half of them whole, a day or three after it was paid. */
  const refundSome = (p: PlannedPayment | undefined) => {
    if (p?.status !== 'SUCCESS' || returns.next() >= 0.035) return;
    const isWhole = returns.next() < 0.5;
    const at = new Date(p.completedAt.getTime() + returns.int(2, 72) * 3_600_000);
    const reason = REFUND_REASONS[returns.int(0, REFUND_REASONS.length - 1)] ?? 'Refund';
    if (at.getTime() > now.getTime() - 3_600_000) return;
    // A part: a round half of it, in the payment's own unit (whole thousands of VND, a token's tenth).
    const half =
      p.currency === 'VND'
        ? String(Math.floor(Number(p.amount) / 2_000) * 1_000)
        : (Math.floor(Number(p.amount) * 5) / 10).toFixed(1);
    p.refund = { amount: isWhole || Number(half) === 0 ? p.amount : half, reason, at };
  };
  const pickChannel = (app: DemoAppKey) => {
    const n = options.channels[app];
    return rnd.next() < 0.55 || n <= 1 ? 0 : rnd.int(1, n - 1);
  };
  const cryptoAmount = (min: number, max: number) => (rnd.int(min * 10, max * 10) / 10).toFixed(1);
  const vndAmount = () => {
    // Mostly small baskets, a long tail of large orders; whole thousands of VND.
    const r = rnd.next();
    const value = r < 0.6 ? rnd.int(20, 500) : r < 0.9 ? rnd.int(500, 3_000) : rnd.int(3_000, 20_000);
    return String(value * 1_000);
  };
  const base = (app: DemoAppKey, createdAt: Date) => ({
    app,
    createdAt,
    chain: null,
    bank: null,
    channel: pickChannel(app),
    source: rnd.weighted(SOURCES),
    userId: `cust-${String(rnd.int(1, 480)).padStart(4, '0')}`,
    accountName: null,
    payee: null,
  });

  // Opening balances 90 days ago: VND cashed in and every token deposited on every chain.
  const opening = new Date(dayStart(days).getTime() + 9 * 3_600_000);
  for (const app of ['store', 'sandbox'] as const) {
    const scale = app === 'store' ? 1 : 0.1;
    add({
      ...base(app, opening),
      type: 'CASH_IN',
      status: 'SUCCESS',
      amount: String(300_000_000 * scale),
      currency: 'VND',
      bank: 'VCB',
      channel: 0,
      source: null,
      userId: null,
    });
    let minute = 1;
    for (const token of Object.keys(TOKENS) as Token[]) {
      for (const chain of Object.keys(CHAINS) as Chain[]) {
        add({
          ...base(app, new Date(opening.getTime() + minute++ * 60_000)),
          type: 'CRYPTO_DEPOSIT',
          status: 'SUCCESS',
          amount: String(Math.round(rnd.int(2_000, 9_000) * scale)),
          currency: token,
          chain,
          bank: token,
          channel: 0,
          source: null,
          userId: null,
        });
      }
    }
  }

  for (let daysAgo = days - 1; daysAgo >= 0; daysAgo--) {
    const start = dayStart(daysAgo);
    const weekday = new Date(start.getTime() + 12 * 3_600_000).getUTCDay();
    const growth = 1 + 0.6 * ((days - daysAgo) / days);
    const weekend = weekday === 0 || weekday === 6 ? 1.3 : 1;
    for (const app of ['store', 'sandbox'] as const) {
      const mean = (app === 'store' ? 14 : 3) * growth * weekend;
      const count = Math.max(1, Math.round(mean * (0.75 + rnd.next() * 0.5)));
      for (let i = 0; i < count; i++) {
        const createdAt = new Date(start.getTime() + rnd.weighted(HOURS) * 3_600_000 + rnd.int(0, 3_599) * 1000);
        if (createdAt > now) continue;
        const type = rnd.weighted(METHODS);
        // The last half hour still has payers at the checkout; permanent accounts wait for transfers.
        const isRecent = now.getTime() - createdAt.getTime() < 30 * 60_000;
        const status: PaymentStatus =
          isRecent || (type === 'PERMANENT_VIRTUAL_ACCOUNT' && rnd.next() < 0.3) ? 'PENDING' : rnd.weighted(STATUSES);
        if (type === 'CRYPTO') {
          const token = rnd.weighted(TOKEN_MIX);
          add({
            ...base(app, createdAt),
            type,
            status,
            amount: cryptoAmount(1, 400),
            currency: token,
            chain: rnd.weighted(CHAIN_MIX),
            bank: token,
          });
          refundSome(plan.at(-1));
          continue;
        }
        const isNamed = type === 'VIRTUAL_ACCOUNT' || type === 'PERMANENT_VIRTUAL_ACCOUNT';
        add({
          ...base(app, createdAt),
          type,
          status,
          amount: vndAmount(),
          currency: 'VND',
          bank: rnd.weighted(BANKS),
          accountName: isNamed ? (VA_NAMES[rnd.int(0, VA_NAMES.length - 1)] ?? null) : null,
        });
        refundSome(plan.at(-1));
      }
    }

    // The owner's own money movement on the production app.
    const office = (hour: number) => new Date(start.getTime() + hour * 3_600_000 + rnd.int(0, 3_599) * 1000);
    const owner = { source: null, userId: 'owner', channel: 0 } as const;
    if (weekday === 1 && daysAgo > 0) {
      // Weekly payout in chunks of at most 250,000,000 (PRODUCT §9), the last one smaller.
      let left = rnd.int(150, 400) * 1_000_000;
      // Every other week the payout goes to the owner's card.
      const toCard = Math.floor(daysAgo / 7) % 2 === 1;
      for (let hour = 10; left > 0; hour++) {
        const chunk = Math.min(left, 250_000_000);
        left -= chunk;
        add({
          ...base('store', office(hour)),
          ...owner,
          type: 'CASH_OUT',
          status: rnd.next() < 0.06 ? 'FAILED' : 'SUCCESS',
          amount: String(chunk),
          currency: 'VND',
          bank: rnd.weighted(BANKS),
          payee: toCard ? DEMO_PAYOUT_CARD : DEMO_PAYOUT_ACCOUNT,
          payeeType: toCard ? 'CARD_NUMBER' : 'BANK_ACCOUNT',
        });
      }
    }
    if (daysAgo % 11 === 5) {
      const token = rnd.weighted(TOKEN_MIX);
      add({
        ...base('store', office(15)),
        ...owner,
        type: 'PAY_CRYPTO_WITHDRAW',
        status: rnd.next() < 0.1 ? 'FAILED' : 'SUCCESS',
        amount: cryptoAmount(50, 600),
        currency: token,
        chain: rnd.weighted(CHAIN_MIX),
        bank: token,
        payee: '0x52908400098527886E0F7030069857D2E4169EE7',
      });
    }
    if (daysAgo % 13 === 3) {
      add({
        ...base('store', office(11)),
        ...owner,
        type: 'CRYPTO_EXCHANGE',
        status: rnd.next() < 0.15 ? 'CANCEL' : 'SUCCESS',
        amount: String(rnd.int(10, 900)),
        currency: 'USDT',
        chain: 'bsc',
        bank: 'USDT',
      });
    }
    if (daysAgo % 17 === 8) {
      add({
        ...base('store', office(9)),
        ...owner,
        type: 'CASH_IN',
        status: rnd.next() < 0.2 ? 'FAILED' : 'SUCCESS',
        amount: String(rnd.int(5, 80) * 1_000_000),
        currency: 'VND',
        bank: rnd.weighted(BANKS),
      });
    }
    if (daysAgo % 19 === 2) {
      const token = rnd.weighted(TOKEN_MIX);
      add({
        ...base('store', office(16)),
        ...owner,
        type: 'CRYPTO_DEPOSIT',
        status: 'SUCCESS',
        amount: cryptoAmount(100, 2_000),
        currency: token,
        chain: rnd.weighted(CHAIN_MIX),
        bank: token,
      });
    }
  }
  return plan.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
};
