import type { ServerResponse } from 'node:http';
import type { EventHub } from '../../desk/event-hub';
import { API_HEADERS } from './security-headers';

const HEARTBEAT_MS = 20_000;
/** One per open tab; a few tabs are normal, dozens are a leak or an attack. */
export const DEFAULT_MAX_EVENT_STREAMS = 16;

export interface EventStreams {
  /** Starts streaming to `response`; false (nothing written) when the cap is reached. */
  serve(response: ServerResponse): boolean;
}

/**
 * Streams desk events to browser tabs as server-sent events. The page reads them with fetch (so it
 * can send its session header) rather than EventSource. At most `maxStreams` at once: each holds a
 * connection and a listener for as long as its tab lives.
 */
export function createEventStreams(events: EventHub, maxStreams: number): EventStreams {
  let open = 0;
  return {
    serve(response) {
      if (open >= maxStreams) return false;
      open++;
      response.writeHead(200, {
        ...API_HEADERS,
        'Content-Type': 'text/event-stream; charset=utf-8',
        Connection: 'keep-alive',
      });
      response.write(': desk events\n\n');
      const unsubscribe = events.subscribe((name, payload) => {
        response.write(`event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`);
      });
      const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      let stopped = false;
      const stop = () => {
        if (stopped) return;
        stopped = true;
        open--;
        clearInterval(heartbeat);
        unsubscribe();
      };
      response.on('close', stop);
      response.on('error', stop);
      return true;
    },
  };
}
