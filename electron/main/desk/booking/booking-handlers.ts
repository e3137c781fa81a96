import type { Handler } from '../../transports/dispatch/handler-table';
import type { BookingService } from './booking-service';

export function bookingHandlers(booking: BookingService) {
  return {
    'booking.create': ((input, { signal }) => booking.book(input, signal)) satisfies Handler<'booking.create'>,
  };
}
