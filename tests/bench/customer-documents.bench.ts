/**
 * Customer documents (issue 25). Records figures; never asserts on timings.
 *
 * - documents.itinerary_ms.9pax: building the itinerary of 9 passengers × 4 segments (an open jaw,
 *   Chinese and Latin names), in both languages, to its PDF bytes: median of 15 runs after 3 warm
 *   ones (the font file read and parsed once, as main does it after its first document).
 *   Target ≤ 150.
 * - documents.itinerary_kb.9pax: that PDF's size in KiB: the font embedded as a subset of the
 *   glyphs used, not the whole 1.3 MB font. Target ≤ 200.
 * - documents.itinerary_cpu_ms.9pax: the CPU time (user + system) of the same builds, median:
 *   what the build costs whatever else the machine runs (on a shared 2-core machine under a load
 *   of 15-20 the wall time is several times the CPU time). Reported.
 */
import { describe, it } from 'vitest';
import { buildCustomerDocument } from '../../electron/main/documents/build-customer-document';
import { openJaw } from '../support/customer-documents';
import { medianMs, recordFigure } from './support/record';

const WARM = 3;
const RUNS = 15;

describe('customer documents', () => {
  it('builds a bilingual 9-passenger, 4-segment itinerary', async () => {
    const input = openJaw();
    const request = { kind: 'itinerary', language: 'both' } as const;
    for (let run = 0; run < WARM; run++) await buildCustomerDocument(request, input);
    const samples: number[] = [];
    const cpu: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const began = performance.now();
      const cpuBefore = process.cpuUsage();
      const pdf = await buildCustomerDocument(request, input);
      const used = process.cpuUsage(cpuBefore);
      samples.push(performance.now() - began);
      cpu.push((used.user + used.system) / 1000);
      bytes = pdf.length;
    }
    recordFigure({ name: 'documents.itinerary_ms.9pax', value: medianMs(samples), unit: 'ms', target: '<= 150' });
    recordFigure({ name: 'documents.itinerary_cpu_ms.9pax', value: medianMs(cpu), unit: 'ms', target: 'reported' });
    recordFigure({ name: 'documents.itinerary_kb.9pax', value: bytes / 1024, unit: 'KiB', target: '<= 200' });
  }, 120_000);
});
