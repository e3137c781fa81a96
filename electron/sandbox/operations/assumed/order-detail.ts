/**
 * OrderDetail — ASSUMED FROM PUBLIC MATERIAL, NOT IN THE SPECIFICATION. Served at
 * `/json/orderDetail/v13` (the newest public copy) and `/json/orderDetail/v10` (an older public
 * client), with the public body `data{orderNum, includeFields, includeOrderTypes}`.
 *
 * Answers every order type of the book: original and change air orders, and refund orders.
 * Unknown numbers and ancillary order numbers (read with AncillaryOrderDetail) answer B037
 * `Order is not exist`; another partner's order answers B048 `Invalid buyer` (both codes are the
 * ones public material shows for this operation). `includeFields` chooses the parts of the answer
 * (all of them when absent). `includeOrderTypes` must be a list of strings when sent; what it
 * selects is not public, so the sandbox reads the asked order whatever its type.
 */
import { airOrderDetail, refundOrderDetail, type DetailParts } from '../../orders/order-detail-view';
import { ApiError, success } from '../../protocol/envelope';
import { INVALID_BUYER, ORDER_NOT_EXIST } from '../../protocol/error-messages';
import { FieldProblem, optionalString, requireObject, requireOrderNumber, type JsonObject } from '../../protocol/field-reader';
import { type OperationHandler } from '../operation-context';

export const orderDetail: OperationHandler = ({ body, partnerId }, context) => {
  const fields = requireObject(body, 'data');
  const orderNum = requireOrderNumber(fields, 'orderNum');
  const parts = partsOf(fields);
  checkOrderTypes(fields);
  const found = context.book.find(orderNum);
  if (!found || found.kind === 'ancillary') throw new ApiError(ORDER_NOT_EXIST);
  if (found.order.partnerId !== partnerId) throw new ApiError(INVALID_BUYER);
  const now = context.clock.now();
  if (found.kind === 'air') return { envelope: success(airOrderDetail(context.book, found.order, now, parts)) };
  return { envelope: success(refundOrderDetail(context.book, found.order, context.book.air(found.order.parentOrderNum), now, parts)) };
};

const PART_NAMES = ['passengers', 'journeys', 'solutions', 'ancillary'] as const;

function partsOf(fields: JsonObject): DetailParts {
  const text = optionalString(fields, 'includeFields');
  if (text === undefined || text.trim() === '') return { passengers: true, journeys: true, solutions: true, ancillary: true };
  const asked = new Set(text.split(',').map((part) => part.trim().toLowerCase()));
  return Object.fromEntries(PART_NAMES.map((name) => [name, asked.has(name)])) as unknown as DetailParts;
}

function checkOrderTypes(fields: JsonObject): void {
  const value = fields.includeOrderTypes;
  if (value === undefined || value === null) return;
  if (!Array.isArray(value) || value.some((type) => typeof type !== 'string')) throw new FieldProblem('illegal', 'includeOrderTypes');
}
