import type { AgencyOrderView } from '../../../contract/domains/agency';
import { currentHolder, unknownOutcomes, type AgencyOrderState } from '../../agency/convergence';

/** The agency's state of an order as the screens show it: who brought it in, holds, paid and refunded it. */
export function agencyOrderView(state: AgencyOrderState): AgencyOrderView {
  const moment = (stamp: { agent: { code: string; name: string }; happenedAt: string }) => ({ code: stamp.agent.code, name: stamp.agent.name, at: stamp.happenedAt });
  const settled = (operation: 'ticketing' | 'refund') => {
    const attempt = state.money.find((each) => each.operation === operation && each.state === 'settled');
    return attempt ? { ...moment(attempt), withoutLock: attempt.withoutLease } : null;
  };
  return {
    broughtBy: state.firstBy ? { code: state.firstBy.code, name: state.firstBy.name, at: state.firstBy.at } : null,
    holder: currentHolder(state) ?? null,
    handOffs: state.handOffs.map((handOff) => ({ from: moment(handOff), to: handOff.to, note: handOff.note })),
    paidBy: settled('ticketing'),
    refundedBy: settled('refund'),
    unknownOutcomes: unknownOutcomes(state).map((attempt) => ({ ...moment(attempt), operation: attempt.operation })),
    notes: state.notes.map((note) => ({ ...moment(note), text: note.text })),
  };
}
