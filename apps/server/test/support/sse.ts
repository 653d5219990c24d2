// A server-sent-event client over fetch for the stream tests: reads the stream as it comes (as a
// browser does) and hands out one event at a time.

export type StreamEvent = { id?: string; event: string; data: unknown };

export const openEventStream = async (url: string, headers: Record<string, string> = {}) => {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  const events: StreamEvent[] = [];
  let isDone = !reader;
  let wake: (() => void) | undefined;
  // What a browser would send as Last-Event-ID: the last `id:` line, with or without an event.
  let lastEventId: string | undefined;

  const pump = async () => {
    let buffer = '';
    for (;;) {
      const chunk = await reader?.read().catch(() => undefined);
      if (!chunk || chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) =>
          block
            .split('\n')
            .filter((l) => l.startsWith(`${name}: `))
            .map((l) => l.slice(name.length + 2))
            .join('\n');
        const id = field('id');
        if (id) lastEventId = id;
        const data = field('data');
        if (!data) continue;
        events.push({ ...(id ? { id } : {}), event: field('event') || 'message', data: JSON.parse(data) as unknown });
      }
      wake?.();
    }
    isDone = true;
    wake?.();
  };
  void pump();

  /** The next event, or undefined once the server ended the stream; fails after `ms`. */
  const next = async (ms = 10_000): Promise<StreamEvent | undefined> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const event = events.shift();
      if (event) return event;
      if (isDone) return undefined;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${ms} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  };
  return {
    res,
    next,
    close: () => controller.abort(),
    get lastEventId() {
      return lastEventId;
    },
  };
};
