import {
  isLiveScreen,
  LIVE_PAYMENTS_PATH,
  LIVE_RESET_EVENT,
  type LiveScreen,
  PAYMENT_CHANGE_EVENT,
  type Permission,
  TRANSACTION_MESSAGES,
} from '@paygate/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PartnerAccess } from '../../lib/caller.js';
import { AppError, badInput, isUnavailable } from '../../lib/errors.js';
import { withEnvelope } from '../../lib/http/envelope.js';
import type { RouteGuards } from '../../lib/http/guard.js';
import { EventStreams, eventText } from '../../lib/http/sse.js';
import type { Services } from '../../services.js';
import type { LiveEvent } from './payment-changes.js';

// GET /live/payments?screen=transaction|dashboard (issue #15 item 4): server-sent events, one
// `event: payment` per change of the caller's partner's payments. The caller is checked like the
// screen it feeds — the policy table's watchTransactions (and today's active token, as the list)
// or watchDashboard — when the stream opens, every RECHECK_MS while it is open, and before an
// event goes out when the last check is older than FRESH_MS. A check that fails (logout, session
// revoked, removed from the partner, role changed, active token gone) sends `event: end` with the
// refusal's code and ends the stream; reconnecting with the same token is refused like any request.
// When a change may have been missed (ADR 0025) the stream sends `event: reset` and stays open:
// the screen refetches by itself. A check the database cannot answer (an outage, a held lock) is
// no refusal (issue 26): the stream stays open, holds its changes back until a check passes, and
// then says `reset` if it held any — never a change to an unchecked caller, never a silent gap.
// A reset of the feed's own (lost, back, a notice lost) carries nothing of the partner's and goes
// out at once, checked or not: during an outage it is the only timely word a screen gets.

const PERMISSION_OF: Record<LiveScreen, Permission> = {
  transaction: 'watchTransactions',
  dashboard: 'watchDashboard',
};
/** How often an open stream re-checks its caller, events or not. */
export const RECHECK_MS = 5_000;
/** An event waits for a fresh check when the last one is older than this. */
const FRESH_MS = 1_000;
/** A comment line keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
const RETRY_MS = 2_000;
/** The end event's code when the caller's partner changed under the stream. */
const PARTNER_CHANGED = 'FORBIDDEN';

type Query = Record<string, string | undefined>;

/** The screen the stream feeds, refused before its caller is checked (a bad screen is a 400). */
const screenOf = (req: FastifyRequest): LiveScreen => {
  const { screen } = req.query as { screen?: unknown };
  if (!isLiveScreen(screen))
    throw badInput(TRANSACTION_MESSAGES.liveScreenInvalid, { screen: TRANSACTION_MESSAGES.liveScreenField });
  return screen;
};

/** The caller as the screen checks it: its permission, and the list's active token (PRODUCT §4). */
const LIVE_GUARD = {
  access: (req: FastifyRequest) => PERMISSION_OF[screenOf(req)],
  activeToken: (req: FastifyRequest) => screenOf(req) === 'transaction',
  // An EventSource sends no header: the portal's cookies count here.
  token: ['header', 'cookie'],
} as const;

export const liveRoutes = async (
  app: FastifyInstance,
  opts: { services: Services; guards: RouteGuards<PartnerAccess> },
) => {
  const { services, guards } = opts;
  const open = new EventStreams();

  app.get<{ Querystring: Query }>(LIVE_PAYMENTS_PATH, { config: LIVE_GUARD }, (req, reply) =>
    withEnvelope(reply, async () => {
      const check = () => guards.recheck(req);
      const access = guards.callerOf(req);
      let checkedAt = Date.now();

      let res: ReturnType<typeof open.start> | undefined;
      let ended = false;
      const end = (code: string) => {
        if (ended || !res) return;
        ended = true;
        res.write(eventText({ event: 'end', data: { code } }));
        res.end();
      };
      // Checks run one at a time; events wait behind them, so none slips out after a refusal.
      let queue = Promise.resolve();
      /** Set while the caller could not be checked; the id of the last change held back meanwhile. */
      let unchecked = false;
      let heldBack: string | undefined;
      const verify = () =>
        check().then(
          (now) => {
            checkedAt = Date.now();
            unchecked = false;
            if (now.partnerId !== access.partnerId) return end(PARTNER_CHANGED);
            if (heldBack) {
              write({ type: 'reset', id: heldBack, reason: 'check_unavailable' });
              heldBack = undefined;
            }
          },
          (error: unknown) => {
            if (error instanceof AppError) return end(error.code);
            if (isUnavailable(error)) {
              // Ours, not the caller's: try again at the next recheck or event.
              if (!unchecked) req.log.warn({ err: error }, 'live stream: caller check unavailable, holding changes');
              unchecked = true;
              return;
            }
            req.log.warn({ err: error }, 'live stream: caller check failed');
            end('INTERNAL');
          },
        );
      const emit = (event: LiveEvent) => {
        if (ended || !res || res.writableEnded) return;
        res.write(
          event.type === 'change'
            ? eventText({ id: event.id, event: PAYMENT_CHANGE_EVENT, data: event.change })
            : eventText({ id: event.id, event: LIVE_RESET_EVENT, data: { reason: event.reason } }),
        );
      };
      /** A change goes out only to a caller checked within FRESH_MS; else it is held back. */
      const write = (event: LiveEvent) => {
        if (unchecked && event.type === 'change') {
          heldBack = event.id;
          return;
        }
        emit(event);
      };
      const send = (event: LiveEvent) => {
        // A reset names no payment and no partner (the feed lost or back, a notice lost anywhere):
        // it needs no check and waits behind none, so a screen hears "refetch" within the bound
        // even while its caller cannot be checked (ADR 0025, an outage). Its refetch is checked.
        if (event.type === 'reset') return emit(event);
        queue = queue.then(async () => {
          if (Date.now() - checkedAt > FRESH_MS) await verify();
          write(event);
        });
      };
      // EventSource's own reconnects send Last-Event-ID; the portal's (after a hidden tab) the query.
      const lastEventId = req.headers['last-event-id'] ?? req.query.last_event_id;
      // Synchronous up to the stream's start: nothing heard meanwhile goes out before its head.
      const subscription = services.paymentChanges.subscribe(
        access.partnerId,
        send,
        typeof lastEventId === 'string' && lastEventId ? lastEventId : undefined,
      );
      const recheck = setInterval(() => {
        queue = queue.then(verify);
      }, RECHECK_MS);
      const heartbeat = setInterval(() => res?.write(': keep-alive\n\n'), HEARTBEAT_MS);
      res = open.start(req, reply, RETRY_MS, () => {
        ended = true;
        clearInterval(recheck);
        clearInterval(heartbeat);
        subscription.unsubscribe();
      });
      for (const event of subscription.missed) write(event);
      // The stream's place, so a reconnect (Last-Event-ID) is replayed from here even when no
      // change came; or, when the reconnect's id is not kept here, "refetch, I lost track".
      if (subscription.isReset) write({ type: 'reset', id: subscription.cursor, reason: 'not_kept' });
      else if (!ended) res.write(`id: ${subscription.cursor}\n\n`);
    }),
  );

  // Streams never end by themselves: end them so the server can close.
  app.addHook('preClose', async () => {
    open.endAll();
  });
  app.addHook('onClose', async () => {
    services.paymentChanges.close();
  });
};
