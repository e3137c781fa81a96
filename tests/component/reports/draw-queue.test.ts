/**
 * The Reports charts' draw queue (src/reports/charts/draw-queue.ts) stepped frame by frame: the
 * lowest rank first whatever order the charts asked in, one chart per frame (the first at once,
 * each later one in an idle slot after a frame of its own), a newer request
 * replacing a chart's older one, and nothing drawn after a chart is cancelled or the queue cleared.
 */
import { describe, expect, it } from 'vitest';
import { createDrawQueue } from '@/reports/charts/draw-queue';

type DrawSlots = NonNullable<Parameters<typeof createDrawQueue>[0]>;

/** Frames and idle slots that come only when the test says. */
function steppedSlots() {
  const soon = new Set<() => void>();
  const frames = new Set<() => void>();
  const idles = new Set<() => void>();
  const take = (from: Set<() => void>) => (then: () => void) => {
    const entry = () => then();
    from.add(entry);
    return () => from.delete(entry);
  };
  const slots: DrawSlots = { soon: take(soon), frame: take(frames), idle: take(idles) };
  const run = (from: Set<() => void>) => {
    const due = [...from];
    from.clear();
    for (const then of due) then();
  };
  return { slots, now: () => run(soon), frame: () => run(frames), idle: () => run(idles), pending: () => soon.size + frames.size + idles.size };
}

describe('the charts’ draw queue', () => {
  it('draws the lowest rank first, one chart per frame, whatever order they asked in', () => {
    const { slots, now, frame, idle, pending } = steppedSlots();
    const queue = createDrawQueue(slots);
    const drawn: string[] = [];
    for (const [name, rank] of [['credit-by-day', 2], ['sales-carriers', 10], ['sales-by-day', 0], ['refunds-by-day', 1]] as const) queue.request({ name }, rank, () => drawn.push(name));
    expect(drawn).toEqual([]);

    // The first at once, once every chart of the moment has asked.
    now();
    expect(drawn).toEqual(['sales-by-day']);
    // The next waits for a frame of its own, then for the page to be idle in it.
    idle();
    expect(drawn).toEqual(['sales-by-day']);
    frame();
    expect(drawn).toEqual(['sales-by-day']);
    idle();
    expect(drawn).toEqual(['sales-by-day', 'refunds-by-day']);
    frame();
    idle();
    expect(drawn).toEqual(['sales-by-day', 'refunds-by-day', 'credit-by-day']);
    frame();
    idle();
    expect(drawn).toEqual(['sales-by-day', 'refunds-by-day', 'credit-by-day', 'sales-carriers']);
    expect(pending()).toBe(0);
  });

  it('draws a chart once, at its newest request', () => {
    const { slots, now } = steppedSlots();
    const queue = createDrawQueue(slots);
    const chart = {};
    const drawn: string[] = [];
    queue.request(chart, 0, () => drawn.push('old figures'));
    queue.request(chart, 0, () => drawn.push('new figures'));
    now();
    expect(drawn).toEqual(['new figures']);
  });

  it('draws nothing more for a chart cancelled or after the queue is cleared (the screen closed)', () => {
    const { slots, now, frame, idle, pending } = steppedSlots();
    const queue = createDrawQueue(slots);
    const drawn: number[] = [];
    const charts = [{}, {}, {}, {}];
    charts.forEach((chart, rank) => queue.request(chart, rank, () => drawn.push(rank)));
    queue.cancel(charts[0] as object);
    now();
    expect(drawn).toEqual([1]);
    queue.clear();
    expect(pending()).toBe(0);
    frame();
    idle();
    frame();
    idle();
    expect(drawn).toEqual([1]);
    // A chart asking after the clear (the screen opened again) is drawn at once.
    queue.request({}, 0, () => drawn.push(9));
    now();
    expect(drawn).toEqual([1, 9]);
  });
});
