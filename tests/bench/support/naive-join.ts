/**
 * The join as public clients of this API write it: for each solution, `filter` the flights of
 * each journey and `findIndex` each of their segments. It produces what the desk's join produces
 * (per solution, the segment positions of each journey), so the ratio measures the join alone.
 */
interface RawAnswer {
  solutions: { journeys: Record<string, string[]> }[];
  flights: { flightId: string; segmengtIds?: string[]; segmentIds?: string[] }[];
  segments: { segmentId: string }[];
}

export function naiveJoin(data: RawAnswer): number[][][] {
  return data.solutions.map((solution) =>
    Object.keys(solution.journeys)
      .sort()
      .flatMap((key) =>
        data.flights
          .filter((flight) => (solution.journeys[key] ?? []).includes(flight.flightId))
          .map((flight) => (flight.segmentIds ?? flight.segmengtIds ?? []).map((id) => data.segments.findIndex((segment) => segment.segmentId === id))),
      ),
  );
}
