/**
 * The k cheapest pairs from groups of two sorted lists (a round trip = an outbound and an inbound
 * option of the same plating carrier, cabin and product), without forming every pair: a min-heap
 * walks the frontier of each group's pair grid, so 2,000 solutions cost about 2,000 heap steps.
 */

export interface PairGroup<T> {
  first: readonly T[];
  second: readonly T[];
}

interface Cell {
  group: number;
  i: number;
  j: number;
  cost: number;
}

export function smallestPairs<T>(
  groups: readonly PairGroup<T>[],
  costOf: (item: T) => number,
  compatible: (first: T, second: T) => boolean,
  limit: number,
): [T, T][] {
  const heap: Cell[] = [];
  const seen = new Set<string>();
  const push = (group: number, i: number, j: number): void => {
    const entry = groups[group];
    const a = entry?.first[i];
    const b = entry?.second[j];
    if (a === undefined || b === undefined) return;
    const key = `${group}.${i}.${j}`;
    if (seen.has(key)) return;
    seen.add(key);
    heapPush(heap, { group, i, j, cost: costOf(a) + costOf(b) });
  };
  groups.forEach((_, group) => push(group, 0, 0));

  const result: [T, T][] = [];
  // Incompatible pairs are skipped but still expand the frontier; the step cap bounds the work.
  let steps = 0;
  const maxSteps = limit * 20 + 1000;
  while (result.length < limit && heap.length > 0 && steps < maxSteps) {
    steps += 1;
    const cell = heapPop(heap);
    if (!cell) break;
    const entry = groups[cell.group];
    const a = entry?.first[cell.i];
    const b = entry?.second[cell.j];
    if (a !== undefined && b !== undefined && compatible(a, b)) result.push([a, b]);
    push(cell.group, cell.i + 1, cell.j);
    push(cell.group, cell.i, cell.j + 1);
  }
  return result;
}

function heapPush(heap: Cell[], cell: Cell): void {
  heap.push(cell);
  let index = heap.length - 1;
  while (index > 0) {
    const parent = (index - 1) >> 1;
    if (before(heap[parent], cell)) break;
    heap[index] = heap[parent] as Cell;
    index = parent;
  }
  heap[index] = cell;
}

function heapPop(heap: Cell[]): Cell | undefined {
  const top = heap[0];
  const last = heap.pop();
  if (heap.length === 0 || last === undefined) return top;
  let index = 0;
  for (;;) {
    const left = index * 2 + 1;
    const right = left + 1;
    let smallest = index;
    let smallestCell = last;
    if (left < heap.length && before(heap[left], smallestCell)) {
      smallest = left;
      smallestCell = heap[left] as Cell;
    }
    if (right < heap.length && before(heap[right], smallestCell)) {
      smallest = right;
    }
    if (smallest === index) break;
    heap[index] = heap[smallest] as Cell;
    index = smallest;
  }
  heap[index] = last;
  return top;
}

/** Cost first; ties broken by position so the result does not depend on heap internals. */
function before(a: Cell | undefined, b: Cell): boolean {
  if (!a) return false;
  if (a.cost !== b.cost) return a.cost < b.cost;
  if (a.group !== b.group) return a.group < b.group;
  if (a.i !== b.i) return a.i < b.i;
  return a.j <= b.j;
}
