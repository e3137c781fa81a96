export interface StreamOptions {
  url: string;
  headers: Record<string, string>;
  signal: AbortSignal;
  fetchFn: typeof fetch;
  onEvent: (event: string, data: unknown) => void;
  /** The stream is open (again). */
  onOpen?: () => void;
  /** The stream dropped or could not open; `status` when the server answered (e.g. 401). */
  onDrop?: (status: number | null) => void;
  /** Statuses after which retrying is pointless (the session is gone): the reader stops. */
  finalStatuses?: readonly number[];
}

const RETRY_MS = [500, 1000, 2000, 5000];

/**
 * Reads a server-sent event stream with fetch (EventSource cannot send the session header) and
 * reconnects with backoff until aborted or told a final status. Malformed events are skipped,
 * never thrown.
 */
export async function readServerSentEvents(options: StreamOptions): Promise<void> {
  let attempt = 0;
  while (!options.signal.aborted) {
    let status: number | null = null;
    try {
      const response = await options.fetchFn(options.url, { headers: options.headers, signal: options.signal });
      status = response.status;
      if (!response.ok || !response.body) throw new Error(`event stream answered ${response.status}`);
      attempt = 0;
      options.onOpen?.();
      await consume(response.body, options);
      status = null;
    } catch {
      if (options.signal.aborted) return;
    }
    options.onDrop?.(status);
    if (status !== null && options.finalStatuses?.includes(status)) return;
    await delay(RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)] ?? 5000, options.signal);
  }
}

async function consume(body: ReadableStream<Uint8Array>, options: StreamOptions): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      dispatchBlock(buffer.slice(0, end), options.onEvent);
      buffer = buffer.slice(end + 2);
    }
  }
}

/** One SSE block: `event:` and `data:` lines; comment lines (heartbeats) start with a colon. */
export function dispatchBlock(block: string, onEvent: StreamOptions['onEvent']): void {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length === 0) return;
  try {
    onEvent(event, JSON.parse(data.join('\n')));
  } catch {
    // not JSON: ignore rather than break the stream
  }
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}
