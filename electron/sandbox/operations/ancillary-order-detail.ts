/**
 * AncillaryOrderDetail (4.5, 2.9). The specification shows no error codes; an unknown ancillary
 * order number (or another partner's) answers B037 `Order is not exist`, the catalogue's wording
 * for a missing order on the order-reading operations. As in the real sample, each segment's
 * `arrivalDate` holds the arrival TIME and `arrivalTime` the arrival DATE.
 */
import { centsAsDecimalText } from '../money/cents';
import { type AirOrder, type AncillaryOrder } from '../orders/order-model';
import { ApiError, success } from '../protocol/envelope';
import { ORDER_NOT_EXIST } from '../protocol/error-messages';
import { requireObject, requireOrderNumber } from '../protocol/field-reader';
import { beijingIsoWithoutSeconds, beijingIsoWithSeconds } from '../time/wire-time';
import { type OperationHandler } from './operation-context';

export const ancillaryOrderDetail: OperationHandler = ({ body, partnerId }, context) => {
  const fields = requireObject(body, 'data');
  const number = requireOrderNumber(fields, 'ancillaryOrderNum');
  const order = context.book.ancillary(number);
  if (!order || order.partnerId !== partnerId) throw new ApiError(ORDER_NOT_EXIST);
  return { envelope: success(ancillaryOrderView(order, context.book.air(order.airOrderNum))) };
};

export function ancillaryOrderView(order: AncillaryOrder, air: AirOrder | undefined) {
  const passengerIndexes = new Set(order.baggages.map((baggage) => baggage.passengerIndex));
  const journeyIndexes = [...new Set(order.baggages.map((baggage) => baggage.journeyIndex))].sort();
  return {
    ancillaryOrderNum: order.ancillaryOrderNum,
    airOrderNum: order.airOrderNum,
    ancillaryOrderStatus: order.status,
    ancillaryOrderType: order.ancillaryOrderType,
    saleStage: order.saleStage,
    ancillaryType: order.ancillaryType,
    createTime: beijingIsoWithSeconds(order.createdAt),
    pnr: air?.pnr ?? '',
    payGate: order.payGate,
    paySerialNum: order.paySerialNum,
    lastTktTime: beijingIsoWithoutSeconds(order.lastTktTime),
    passengers: (air?.passengers ?? [])
      .filter((passenger) => passengerIndexes.has(passenger.passengerIndex))
      .map((passenger) => ({
        lastName: passenger.lastName,
        firstName: passenger.firstName,
        psgType: passenger.psgType,
        birthday: passenger.birthday,
        sex: passenger.sex,
        passengerID: String(passenger.passengerIndex),
      })),
    journeys: journeyIndexes.map((journeyIndex) => ({
      journeyID: String(journeyIndex + 1),
      segments: (air?.segments ?? [])
        .filter((segment) => segment.journeyIndex === journeyIndex)
        .map((segment) => ({
          airline: segment.airline,
          departure: segment.departure,
          departureDate: segment.departureDate,
          departureTime: segment.departureTime,
          arrival: segment.arrival,
          // Swapped on purpose: the real sample carries the time under arrivalDate and the date under arrivalTime.
          arrivalDate: segment.arrivalTime,
          arrivalTime: segment.arrivalDate,
          flightNum: segment.flightNum,
          bookingCode: segment.bookingCode,
          segmentKey: `${segment.airline}${segment.flightNum}${segment.departure}${segment.arrival}${segment.departureDate.replaceAll('-', '')}`,
        })),
    })),
    ancillaryInfos: order.baggages.map((baggage) => ({
      baggages: {
        passengerID: String(baggage.passengerIndex),
        journeyID: String(baggage.journeyIndex + 1),
        payBaggageType: baggage.payBaggageType,
        baggagePiece: baggage.baggagePiece,
        baggageWeight: baggage.baggageWeight,
        baggageCurrency: air?.currency ?? 'CNY',
        baggagePrice: centsAsDecimalText(baggage.price),
        description: baggage.description,
      },
    })),
  };
}
