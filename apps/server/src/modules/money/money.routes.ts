import type { ServerResponse } from 'node:http';
import type { Token } from '@paygate/contracts';
import { PAYMENT_MESSAGES } from '@paygate/contracts';
import { exchangeRateQuerySchema, type RestOperation, type RestResult } from '@paygate/contracts/rest-schemas';
import type { FastifyInstance } from 'fastify';
import type { PartnerAccess } from '../../lib/caller.js';
import { forbidden } from '../../lib/errors.js';
import { withEnvelope } from '../../lib/http/envelope.js';
import type { RouteGuards } from '../../lib/http/guard.js';
import { EventStreams } from '../../lib/http/sse.js';
import { parseInput } from '../../lib/validate.js';
import type { RateQuote } from '../../providers/types.js';
import type { Services } from '../../services.js';

type Body = Record<string, unknown>;
type Query = Record<string, string | undefined>;

/** Only OWNER moves money (PRODUCT §6), checked here whatever the portal shows. */
const MOVE_MONEY = { access: 'moveMoney' } as const;
/** A money call: the auth token in the body (`token`, PRODUCT §7.2) or the Authorization header. */
const MONEY_CALL = { ...MOVE_MONEY, token: ['body', 'header'] } as const;
/** An EventSource sends no header: the portal's `auth` cookie counts for the rate stream. */
const RATE_STREAM = { ...MOVE_MONEY, token: ['header', 'cookie'] } as const;

export const moneyRoutes = async (
  app: FastifyInstance,
  opts: { services: Services; guards: RouteGuards<PartnerAccess> },
) => {
  const { services, guards } = opts;
  // Each answer is typed by its operation's contracts schema (REST_RESULTS), which the web parses.
  const post = <O extends RestOperation & `POST ${string}`>(
    operation: O,
    run: (access: PartnerAccess, body: Body) => Promise<RestResult<O>>,
  ) =>
    app.post(operation.slice('POST '.length), { config: MONEY_CALL }, async (req, reply) =>
      withEnvelope(reply, async () => run(guards.callerOf(req), (req.body ?? {}) as Body)),
    );
  post('POST /v1/partner/transfer/cms', (access, body) => services.money.cashOut(access, body));
  post('POST /v1/partner/crypto-withdraw', (access, body) => services.money.withdraw(access, body));
  post('POST /v1/partner/cmsCashInVND', (access, body) => services.funding.cashIn(access, body));
  post('POST /v1/partner/cmsDepositCrypto', (access, body) => services.funding.deposit(access, body));

  // Server-sent events: one `data: {token, type, rate, at}` message per tick of the rate feed.
  const open = new EventStreams();
  app.get<{ Querystring: Query }>('/v1/partner/crypto/exchange-rate', { config: RATE_STREAM }, (req, reply) =>
    withEnvelope(reply, async () => {
      const access = guards.callerOf(req);
      const query = parseInput(exchangeRateQuerySchema, req.query);
      // The partner comes from the token; the query's partner_id must name the same one.
      if (query.partner_id !== access.partnerId) throw forbidden(PAYMENT_MESSAGES.partnerNotYours);
      // Events go out in time order, each once: a tick relayed while the missed ones were read is not sent twice.
      let lastSent = Number.NEGATIVE_INFINITY;
      let res: ServerResponse | undefined;
      const send = (quote: RateQuote) => {
        if (!res) return;
        const at = Date.parse(quote.at);
        if (res.writableEnded || at <= lastSent) return;
        lastSent = at;
        res.write(`id: ${quote.at}\ndata: ${JSON.stringify(quote)}\n\n`);
      };
      // A reconnecting EventSource sends the id of the last event it got: replay what it missed.
      const lastEventId = req.headers['last-event-id'];
      const subscription = await services.rates.subscribe(
        query.token as Token,
        query.type,
        send,
        typeof lastEventId === 'string' ? lastEventId : undefined,
      );
      res = open.start(req, reply, services.providers.rates.tickMs, () => subscription.unsubscribe());
      if (subscription.missed.length > 0) for (const quote of subscription.missed) send(quote);
      else send(subscription.current);
    }),
  );
  // Streams never end by themselves: end them so the server can close, then leave Redis.
  app.addHook('preClose', async () => {
    open.endAll();
  });
  app.addHook('onClose', async () => {
    await services.rates.close();
  });
};
