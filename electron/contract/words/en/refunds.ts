/**
 * The Refunds screen's refusals and a document's line (electron/main/desk/refunds/: refund-service.ts,
 * document-uploads.ts, attachment-uploader.ts, refund-draft-view.ts).
 */
export const REFUNDS_EN = {
  'refunds.notInOrderFile': 'That order is not in the order file: open it by number.',
  'refunds.notRefundableKind': (p: { orderNum: string; kind: string }) => `Order ${p.orderNum} is a ${p.kind} order: only issued orders and change orders can be refunded (B146).`,
  'refunds.draftCapReached': (p: { editing: number; max: number }) =>
    `The desk already holds ${p.editing} refund drafts that were never sent, the most it keeps (${p.max}): submit or discard some on the Refunds screen, then start this one.`,
  'refunds.formShape': "The form must list the order's passengers and segments: reload the draft.",
  'refunds.sentNotDiscarded': 'This refund was sent and its outcome is not known yet: Check it first. A draft that may have become a refund is never discarded.',
  /** A file named at the start of a sentence when it has no name of its own. */
  'refunds.thisFile': 'This file',
  /** The same, inside a sentence. */
  'refunds.thisFile.inSentence': 'this file',
  'refunds.notReceiving': (p: { name: string }) => `${p.name} is not being received any more: attach it again.`,
  'refunds.beingChecked': (p: { name: string }) => `${p.name} is being checked already: wait for its line to say what came of it.`,
  'refunds.alreadyAttached': (p: { name: string }) => `${p.name} is already attached.`,
  'refunds.alreadyAttachedAs': (p: { name: string; as: string }) => `${p.name} is already attached as ${p.as}.`,
  'refunds.uploadCancelled': 'Upload cancelled. Retry it, or remove it.',
  'refunds.noLongerHeld': (p: { name: string }) => `The desk no longer holds ${p.name}: attach it again.`,
  'refunds.badFileIds': (p: { ids: readonly string[]; total: number }) =>
    `File ids are 1 to 128 characters without spaces: ${p.ids.join(', ')}${p.total > p.ids.length ? '…' : ''} ${p.total === 1 ? 'is' : 'are'} not.`,
  'refunds.tooManyIds': (p: { max: number; existing: number; adding: number }) => {
    const room = Math.max(0, p.max - p.existing);
    return `A refund request carries at most ${p.max} file ids (part 8 of the specification): this draft has ${p.existing}, so ${room === 0 ? 'no more fit' : `only ${room} more fit`} (${p.adding} given).`;
  },
  'refunds.onlyUnknownChecked': 'Only a refund whose outcome is unknown is checked; this one is not.',
  'refunds.otherProfile': (p: { profile: string; environment: string }) => `This refund belongs to profile ${p.profile} (${p.environment}): switch to it in Settings first.`,
  'refunds.otherProfile.issue': (p: { orderNum: string; profile: string }) => `Order ${p.orderNum} belongs to profile ${p.profile}: switch to it in Settings, then submit.`,
  'refunds.locked.done': 'This refund is done: it can no longer change. Start another refund for the order if needed.',
  'refunds.locked.outcomeUnknown': 'This refund was sent and its outcome is unknown: Check it (it re-sends the same request safely). It is never changed or sent again blindly.',
  'refunds.locked.onItsWay': 'This refund is on its way: wait for its answer. It is never sent twice.',
  'refunds.notADraft': (p: { draftId: number }) => `draftId ${p.draftId} is not a refund draft (it may have been discarded).`,
  'refunds.notADocument': (p: { key: string }) => `Document ${p.key} is not attached to this draft.`,
  'refunds.profileGone': 'The profile of this refund no longer exists: the document cannot be uploaded under it.',
  'refunds.upload.apiRefused': (p: { code: string; explanation: string; nextStep: string }) => `${p.code}: ${p.explanation} ${p.nextStep}`,
  'refunds.upload.whatThen': (p: { problem: string; then: string }) => `${p.problem} ${p.then}`,
  'refunds.upload.failed': (p: { message: string }) => `${p.message} Retry it, or upload it through the service's portal and paste its id.`,
  'refunds.stillUploading': (p: { name: string }) => `${p.name} is still uploading: wait for it, or cancel and remove it.`,
  'refunds.notUploaded': (p: { name: string }) => `${p.name} is not uploaded: retry it or remove it.`,
};
