/**
 * The refund form's passenger and segment tables (RefundRowsTable under RefundPassengers and
 * RefundSegments): a section named by its heading, one row per passenger or segment, a row's
 * problems read right under that row, and the rows the service's answer named marked.
 */
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import type { ValidationIssue } from '../../../electron/contract/result';
import type { RefundForm } from '../../../electron/contract/refunds/refund-form';
import RefundPassengers from '../../../src/components/refunds/RefundPassengers.vue';
import RefundSegments from '../../../src/components/refunds/RefundSegments.vue';

const form: RefundForm = {
  wholeOrder: false, cells: [], refundType: 1, refundReason: 4, contactPerson: '', email: '', telNum: '', refundPricingId: '', cancelledBeforeDeparture: false,
  passengers: [
    { passengerIndex: 1, type: 'ADT', lastName: 'ZHANG', firstName: 'SAN', sex: 'M', birthday: '1980-01-02', cardType: 'P', cardNum: 'E1', tickets: [{ segmentNo: 1, ticketNum: '999-1000000001' }] },
    { passengerIndex: 2, type: 'ADT', lastName: 'LI', firstName: 'MEI', sex: 'F', birthday: '', cardType: '', cardNum: '', tickets: [{ segmentNo: 1, ticketNum: '999-1000000002' }] },
  ],
  segments: [
    { segmentNo: 1, journeyIndex: 0, airline: 'CA', flightNum: '937', departure: 'PEK', arrival: 'LHR', departureDate: '2026-12-20', departureTime: '13:05', cabinClass: 'ECONOMY', bookingCode: 'Y', pnr: 'NK3QXP', airPnr: '' },
    { segmentNo: 2, journeyIndex: 1, airline: 'CA', flightNum: '', departure: 'LHR', arrival: 'PEK', departureDate: '2026-12-29', departureTime: '21:00', cabinClass: 'ECONOMY', bookingCode: 'Y', pnr: 'NK3QXP', airPnr: '' },
  ],
};

const issue = (field: string, message: string): ValidationIssue => ({ field, rule: 'required', message });

describe('the refund form tables', () => {
  it('a segment problem is read right under its segment, across every column but the number', () => {
    const issues = [issue('segments.1.flightNum', 'Segment 2 needs its flight number.'), issue('passengers.0.sex', 'Not a segment problem.')];
    const wrapper = mount(RefundSegments, { props: { form, issues, disabled: false, marked: [] } });
    const section = wrapper.get('[data-testid="refund-segments"]');
    expect(section.attributes('aria-labelledby')).toBe('refund-segments-heading');
    expect(wrapper.get('#refund-segments-heading').text()).not.toBe('');
    expect(wrapper.findAll('thead th')).toHaveLength(8);

    const rows = wrapper.findAll('tbody tr');
    expect(rows.map((row) => row.attributes('data-testid') ?? 'problems')).toEqual(['refund-segment-1', 'refund-segment-2', 'problems']);
    const cells = rows[2]!.findAll('td');
    expect(cells[1]!.attributes('colspan')).toBe('7');
    expect(cells[1]!.findAll('.refund-issue').map((p) => p.text())).toEqual(['Segment 2 needs its flight number.']);
  });

  it('a passenger the answer named is marked; the others are not, and no problem row is drawn without a problem', () => {
    const wrapper = mount(RefundPassengers, { props: { form, issues: [], disabled: false, marked: [2] } });
    expect(wrapper.get('[data-testid="refund-passengers"]').attributes('aria-labelledby')).toBe('refund-passengers-heading');
    const rows = wrapper.findAll('tbody tr');
    expect(rows.map((row) => row.attributes('data-testid'))).toEqual(['refund-passenger-1', 'refund-passenger-2']);
    expect(rows[0]!.classes()).not.toContain('refund-rows__marked');
    expect(rows[1]!.classes()).toContain('refund-rows__marked');
    expect(wrapper.get('[data-testid="refund-birthday-2"]').classes()).toContain('refund-input--missing');
  });
});
