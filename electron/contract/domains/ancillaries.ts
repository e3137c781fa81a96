import { z } from 'zod';
import type { SentError } from '../result';
import { orderNumberInput, type FiledOrder, type LinkedOrder } from './orders';

/**
 * The Ancillaries screen (Alt+6): an ancillary (paid baggage) order opened by its number, or an
 * air order's number giving its ancillary orders to choose from. Either way the answer is filed,
 * linked to the air order, and the file's copy is shown when the service cannot be asked.
 */
export const openAncillarySchema = z.strictObject({ orderNum: orderNumberInput });

interface Opened {
  /** `service`: read now; `file`: the order file's copy, with why (`notice`). */
  source: 'service' | 'file';
  notice: SentError | null;
}

export type OpenedAncillary =
  | (Opened & { kind: 'ancillary'; order: FiledOrder })
  | (Opened & { kind: 'air'; airOrder: FiledOrder; ancillaries: LinkedOrder[] });
