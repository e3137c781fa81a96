/**
 * OrderDetail — ASSUMED FROM PUBLIC MATERIAL, NOT IN THE SPECIFICATION.
 *
 * The specification lists "order detail" by name only. Public integrations call
 * `POST /json/orderDetail/v13` (the newest public copy; an older client used `v10`, and the
 * service's own navigation now names V14, whose shape is not public) with
 * `data{orderNum, includeFields, includeOrderTypes}`. The desk sends that body to `v13` by
 * default; a profile can name another path (Settings) because accounts are enabled per version
 * and the versions are not documented. The answer is read strictly (wire/assumed/order-detail.ts) and
 * must be about the order asked for. When the service refuses or the desk cannot read the
 * answer, the Orders screen says so and offers manual entry.
 */
import { DEFAULT_ORDER_DETAIL_PATH } from '../../../../contract/domains/profiles';
import { entriesOf } from '../../errors/catalogue';
import { wireOrderDetail, type WireOrderDetail } from '../../wire/assumed/order-detail';
import { defineOperationSpec, readWithSchema, type OperationSpec } from '../operation-spec';
import { wording } from '../../../../contract/words';

export { DEFAULT_ORDER_DETAIL_PATH };

/** `passengers,journeys,solutions` are required by the public examples; `ancillary` lists its ancillary orders. */
export const ORDER_DETAIL_FIELDS = 'passengers,journeys,solutions,ancillary';
/** As in the public example: the original order and its refund orders. */
export const ORDER_DETAIL_ORDER_TYPES = ['O', 'R'] as const;

export interface OrderDetailRequest {
  orderNum: string;
}

const readAnswer = readWithSchema(wireOrderDetail);

/** The operation at a given path (the profile's choice, or the default). */
export function orderDetailOperationAt(path: string): OperationSpec<OrderDetailRequest, WireOrderDetail> {
  return defineOperationSpec<OrderDetailRequest, WireOrderDetail>({
    name: 'orderDetail',
    errors: entriesOf('orderDetail'),
    path,
    host: 'api',
    effect: 'read',
    acceptGzip: false,
    defaultTimeoutMs: 30_000,
    encoding: 'json',
    buildPayload: (request) => ({
      data: { orderNum: request.orderNum, includeFields: ORDER_DETAIL_FIELDS, includeOrderTypes: [...ORDER_DETAIL_ORDER_TYPES] },
    }),
    readData: (data, request) => {
      const read = readAnswer(data);
      // An answer about another order must never be filed under the number asked for.
      if (read.ok && read.value.orderNum !== request.orderNum) {
        return { ok: false, field: 'orderNum', problem: wording('serviceAnswers.anotherOrder', { answered: read.value.orderNum, asked: request.orderNum }) };
      }
      return read;
    },
  });
}

export const orderDetailOperation = orderDetailOperationAt(DEFAULT_ORDER_DETAIL_PATH);
