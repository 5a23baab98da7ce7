import type { LiveEvent } from '../../src/shared/dockets/live-schemas';

export type Heard = { id: string; event: LiveEvent };

/**
 * A live-update stream opened over the network (fetch, as the web does), collecting its events.
 * `until` waits for an event matching the test; `close` ends the stream.
 */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const heard: Heard[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const reading = (async () => {
    if (!res.ok || !res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          let id = '';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('id:')) id = line.slice(3).trim();
            if (line.startsWith('data:')) data += line.slice(5).trim();
          }
          if (data) heard.push({ id, event: JSON.parse(data) as LiveEvent });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // aborted
    } finally {
      ended = true;
      for (const wake of waiters) wake();
    }
  })();

  async function until(match: (event: LiveEvent) => boolean, ms = 2000): Promise<Heard> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = heard.find((h) => match(h.event));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0 || ended)
        throw new Error(
          `no matching event within ${ms} ms; heard ${JSON.stringify(heard.map((h) => h.event))}`,
        );
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        waiters.add(wake);
      });
    }
  }

  /** Resolves once the server has ended the stream; throws if it is still open after `ms`. */
  async function closedByServer(ms = 2000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the stream was still open after ${ms} ms`)), ms);
    });
    try {
      await Promise.race([reading, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    res,
    heard,
    until,
    closedByServer,
    /** Every event heard so far, as text (to look for what must not be there). */
    text: () => JSON.stringify(heard.map((h) => h.event)),
    /** The fields the events carried: only what changed, never money. */
    fields: () => [...new Set(heard.flatMap((h) => Object.keys(h.event)))].sort(),
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

/**
 * Closes an app a test made listen: the test's own fetch keeps the sockets of aborted streams open
 * (a browser's go with its page), and they would hold the server's close, so they are dropped
 * until it has closed.
 */
export async function closeListening(
  server: { closeAllConnections(): void },
  close: () => Promise<void>,
): Promise<void> {
  server.closeAllConnections();
  const drop = setInterval(() => server.closeAllConnections(), 100);
  try {
    await close();
  } finally {
    clearInterval(drop);
  }
}
