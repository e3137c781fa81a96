/**
 * Wording shared by several operations. Only codes that mean exactly the same thing for the agent
 * everywhere live here; each operation still passes its own spec message, because the tables of
 * part 7 spell the same code differently (`Partner is not exists.` / `Partner does not exists.`).
 */
import { wording, type Wording } from '../../../../contract/words';
import type { CatalogueEntry } from '../catalogue-entry';

/** B002: the partner id of the active profile is unknown to the service. */
export function unknownPartner(specMessage: string): CatalogueEntry {
  return {
    code: 'B002',
    specMessage,
    condition: 'partner id does not exist',
    explanation: wording('apiErrors.shared.B002.explanation'),
    nextStep: wording('apiErrors.shared.B002.nextStep'),
    retry: 'no',
  };
}

/** B003: the sign is derived from the partner id and key, so a bad sign means a wrong key. */
export function wrongPartnerKey(specMessage: string): CatalogueEntry {
  return {
    code: 'B003',
    specMessage,
    condition: 'signature invalid',
    explanation: wording('apiErrors.shared.B003.explanation'),
    nextStep: wording('apiErrors.shared.B003.nextStep'),
    retry: 'no',
  };
}

/** B048: the partner exists and signs correctly, but the platform does not let it buy. */
export function invalidBuyer(): CatalogueEntry {
  return {
    code: 'B048',
    specMessage: 'Invalid buyer',
    condition: 'buyer invalid',
    explanation: wording('apiErrors.shared.B048.explanation'),
    nextStep: wording('apiErrors.shared.B048.nextStep'),
    retry: 'no',
  };
}

/** B035: the platform limits how many requests one partner may have running at the same time. */
export function tooManyRequests(condition: string, nextStep = wording('apiErrors.shared.tooManyRequests.nextStep')): CatalogueEntry {
  return {
    code: 'B035',
    specMessage: 'Concurrency limited.',
    condition,
    explanation: wording('apiErrors.shared.B035.explanation'),
    nextStep,
    retry: 'after-wait',
  };
}

/**
 * The time-out message the sandbox (and, by the Shopping table's wording, the service) sends on
 * operations whose table lists no time-out of their own.
 */
export const TIME_OUT_MESSAGE = 'Time-out, please try later.';

/** Marks a condition whose code and meaning come from public material, not from the specification. */
export function assumed(condition: string): string {
  return `${condition} (assumed from public material, not in the specification)`;
}

/** The authentication, validation and load codes every assumed operation shares. */
export function assumedCommonEntries(what: { refused: Wording; missing: Wording; systemError: Wording; nextStep: Wording }): CatalogueEntry[] {
  return [
    unknownPartner('Partner is not exists.'),
    wrongPartnerKey('Illegal sign.'),
    {
      code: 'S001',
      specMessage: 'System error',
      condition: assumed('system error'),
      explanation: what.systemError,
      nextStep: what.nextStep,
      retry: 'after-wait',
    },
    {
      code: 'P001',
      specMessage: 'XXX is illegal.',
      condition: assumed('field illegal'),
      explanation: what.refused,
      nextStep: wording('apiErrors.shared.P001.nextStep'),
      retry: 'no',
    },
    {
      code: 'P002',
      specMessage: 'XXX is missing.',
      condition: assumed('field missing'),
      explanation: what.missing,
      nextStep: wording('apiErrors.shared.P002.nextStep'),
      retry: 'no',
    },
    tooManyRequests(assumed('request over the concurrency limit (part 8: all operations)'), what.nextStep),
  ];
}

/** B010 on the assumed order operations: Ticketing's words for a missing order. */
export function assumedUnknownOrder(): CatalogueEntry {
  return {
    code: 'B010',
    specMessage: 'Order number not exist',
    condition: assumed('no such order'),
    explanation: wording('apiErrors.shared.B010.explanation'),
    nextStep: wording('apiErrors.shared.B010.nextStep'),
    retry: 'no',
  };
}
