import type { ServerResponse } from 'node:http';
import type { EventHub } from '../../desk/event-hub';
import { API_HEADERS } from './security-headers';

const HEARTBEAT_MS = 20_000;

/**
 * Streams desk events to one browser tab as server-sent events. The page reads it with fetch
 * (so it can send the token header) rather than EventSource.
 */
export function streamEvents(response: ServerResponse, events: EventHub): void {
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
  const stop = () => {
    clearInterval(heartbeat);
    unsubscribe();
  };
  response.on('close', stop);
  response.on('error', stop);
}
