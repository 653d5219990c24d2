// A server-sent-event client over fetch for the stream tests: reads one event at a time.

export type StreamEvent = { id?: string; event: string; data: unknown };

export const openEventStream = async (url: string, headers: Record<string, string> = {}) => {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  /** The next event, or undefined once the server ended the stream. */
  const next = async (): Promise<StreamEvent | undefined> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) =>
          block
            .split('\n')
            .filter((l) => l.startsWith(`${name}: `))
            .map((l) => l.slice(name.length + 2))
            .join('\n');
        const data = field('data');
        if (!data) continue;
        const id = field('id');
        return { ...(id ? { id } : {}), event: field('event') || 'message', data: JSON.parse(data) as unknown };
      }
      const chunk = await reader?.read().catch(() => undefined);
      if (!chunk || chunk.done) return undefined;
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  /** The next event, failing after `ms` (a stream that should stay quiet is tested otherwise). */
  const within = async (ms = 10_000): Promise<StreamEvent | undefined> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no event within ${ms} ms`)), ms);
    });
    try {
      return await Promise.race([next(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  return { res, next: within, close: () => controller.abort() };
};
