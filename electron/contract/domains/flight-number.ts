/**
 * How a flight is named on the desk: "CA1501". The service sends `flightNum` sometimes with the
 * airline prefix ("CA1501") and sometimes without ("1501"); both read the same here.
 */
export function displayFlightNumber(airline: string, flightNumber: string): string {
  return flightNumber.startsWith(airline) ? flightNumber : `${airline}${flightNumber}`;
}
