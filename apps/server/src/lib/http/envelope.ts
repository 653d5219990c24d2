import type { RestOperation, RestResult } from '@paygate/contracts/rest-schemas';
import type { FastifyReply } from 'fastify';
import { envelopeOf } from './errors.js';

/**
 * Runs a REST handler and answers every known error with the gateway envelope (PRODUCT §7.2);
 * anything else goes to the app's error handler, which answers the same envelope without its
 * detail. Every REST route answers through here.
 */
export const withEnvelope = async (reply: FastifyReply, run: () => Promise<unknown>) => {
  try {
    return await run();
  } catch (error) {
    const envelope = envelopeOf(error);
    if (!envelope) throw error;
    return reply.code(envelope.status).send(envelope.body);
  }
};

/**
 * A REST success answer typed by its operation's contracts schema (REST_RESULTS): the web parses
 * it with that schema and the integration tests check every answer against it.
 */
export const restAnswer = <O extends RestOperation>(_operation: O, answer: RestResult<O>): RestResult<O> => answer;
