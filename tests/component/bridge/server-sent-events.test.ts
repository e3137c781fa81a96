import { describe, expect, it } from 'vitest';
import { dispatchBlock } from '../../../src/bridge/server-sent-events';

describe('server-sent event blocks', () => {
  const collect = (block: string) => {
    const seen: [string, unknown][] = [];
    dispatchBlock(block, (event, data) => seen.push([event, data]));
    return seen;
  };

  it('reads the event name and its JSON data', () => {
    expect(collect('event: connection.changed\ndata: {"state":"online"}')).toEqual([['connection.changed', { state: 'online' }]]);
  });

  it('ignores heartbeats and non-JSON data', () => {
    expect(collect(': heartbeat')).toEqual([]);
    expect(collect('event: x\ndata: not json')).toEqual([]);
  });
});
