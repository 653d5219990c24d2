import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Server-sent events, shared by the exchange-rate stream and the live payment stream: opening
// the response, and ending every open stream when the server closes (a stream never ends by
// itself). An EventSource cannot set headers: its routes take the portal's cookies (guard.ts).

/** Open event streams of one route, so the server can end them when it closes. */
export class EventStreams {
  private readonly open = new Set<ServerResponse>();

  get size(): number {
    return this.open.size;
  }

  /**
   * Takes the response over from Fastify and starts the stream: headers, then the `retry:` a
   * browser waits before reconnecting. `onClose` runs once, when the client goes or the stream ends.
   */
  start(req: FastifyRequest, reply: FastifyReply, retryMs: number, onClose: () => void): ServerResponse {
    const res = reply.raw;
    reply.hijack();
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx (compose.yaml) would otherwise buffer the stream.
      'x-accel-buffering': 'no',
      'x-request-id': req.id,
    });
    res.write(`retry: ${retryMs}\n\n`);
    this.open.add(res);
    let closed = false;
    const stop = () => {
      if (closed) return;
      closed = true;
      this.open.delete(res);
      onClose();
    };
    res.on('close', stop);
    if (res.destroyed || req.raw.socket.destroyed) stop();
    return res;
  }

  /** Ends every open stream (the server's preClose). */
  endAll(): void {
    for (const res of this.open) res.end();
  }
}

/** One event in the wire format; `data` is sent as JSON on one line. */
export const eventText = (event: { id?: string; event?: string; data: unknown }): string =>
  `${event.id ? `id: ${event.id}\n` : ''}${event.event ? `event: ${event.event}\n` : ''}data: ${JSON.stringify(event.data)}\n\n`;
