/** Answers as the service (public material) and the specification show them, for the mapping tests. */

export function publicOrderDetail() {
  return {
    orderNum: '917083410145514001',
    refOrderNum: '917083410145514001',
    orderType: 'O',
    orderStatus: 'ISSED',
    createdTime: '2026-02-01 10:15:00',
    pnr: 'ABC123',
    airPnr: 'XYZ789',
    platingCarrier: 'CA',
    payGate: 'Prepay',
    paySerialNum: 'PS1',
    lastTktTime: '2026-02-01 10:45:00',
    unknownExtra: { kept: 'in the raw payload only' },
    passengers: [
      { passengerIndex: 1, psgType: 'ADT', firstName: 'SAN', lastName: 'ZHANG', sex: 'M', birthday: '1980-01-01', nationality: 'CN', cardType: 'P', cardNum: 'E123', cardExpiredDate: '2030-01-01', ticketNum: '999-1000000001/999-1000000002' },
      { passengerIndex: 2, psgType: 'CHD', firstName: 'XIAOMING', lastName: 'ZHANG', sex: 'M', birthday: '2018-01-01', nationality: 'CN', cardType: null, cardNum: null, cardExpiredDate: null, ticketNum: '999-1000000003' },
    ],
    journeys: [
      {
        segments: [
          { airline: 'CA', flightNum: '1501', equipment: '321', cabinClass: 'ECONOMY', bookingCode: 'Y', departure: 'PEK', arrival: 'SHA', departureTerminal: 'T3', arrivalTerminal: '0', departureDate: '2026-03-01' as string | number, departureTime: '08:00' as string | null, arrivalDate: '2026-03-01', arrivalTime: '11:55', flightTime: 135, codeShare: 'N' },
        ],
      },
      {
        segments: [
          { airline: 'CA', flightNum: '1502', equipment: '321', cabinClass: 'ECONOMY', bookingCode: 'Y', departure: 'SHA', arrival: 'PEK', departureTerminal: null, arrivalTerminal: null, departureDate: '2026-03-08' as string | number, departureTime: '09:00' as string | null, arrivalDate: '2026-03-08', arrivalTime: '11:20', flightTime: 140, codeShare: 'N' },
        ],
      },
    ],
    solutions: [{ currency: 'CNY', adtFare: 1000, adtTax: 120.5, tktFee: 0, merchantFee: 0, buyerAmount: 2015.02 }],
    ancillaryItems: [{ ancillaryOrderNum: '917083410216785001', ancillaryOrderStatus: 'ISS_PRC', ancillaryType: 1 }],
  };
}
