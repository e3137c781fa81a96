import type { RefundCandidate, RefundDraft, RefundDraftSummary, RefundReview } from '@contract/domains/refunds';
import type { RefundForm } from '@contract/refunds/refund-form';
import type { DeskError, DeskResult } from '@contract/result';
import { defineStore } from 'pinia';
import { computed, reactive, ref, shallowRef } from 'vue';
import { newRequestId } from '../bridge/request-id';
import { useDesk } from '../bridge/use-desk';
import { base64Of, chunkRanges } from '../refunds/chunks';
import { previewOf } from '../refunds/document-preview';
import { parsePastedIds } from '../refunds/pasted-ids';

/** A file on its way from the page to main, chunk by chunk. */
export interface Transfer {
  key: string;
  fileName: string;
  sent: number;
  total: number;
  cancelled: boolean;
}

/** A file main refused (type, size, damage, duplicate): shown with its reason until the next attach. */
export interface RefusedFile {
  fileName: string;
  message: string;
}

const SAVE_DELAY_MS = 300;

/**
 * The Refunds screen's state: the drafts (kept by main, in the order file), the open draft and its
 * form as typed (saved to main a moment after each change, and before review or submit), the files
 * being sent to main, the review, and the submission with its Check.
 */
export const useRefundsStore = defineStore('refunds', () => {
  const desk = useDesk();
  const drafts = ref<RefundDraftSummary[]>([]);
  const candidates = ref<RefundCandidate[]>([]);
  const draft = shallowRef<RefundDraft | null>(null);
  const form = ref<RefundForm | null>(null);
  const review = shallowRef<RefundReview | null>(null);
  const error = shallowRef<DeskError | null>(null);
  const starting = ref(false);
  const sending = ref<'submit' | 'check' | null>(null);
  const sendingSince = ref<number | null>(null);
  const saving = ref(false);
  const transfers = reactive(new Map<string, Transfer>());
  const refused = ref<RefusedFile[]>([]);
  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  let pendingSave: Promise<void> | null = null;
  let edits = 0;
  let unsubscribe: (() => void) | null = null;

  const editable = computed(() => draft.value?.state === 'draft' || draft.value?.state === 'ready' || draft.value?.state === 'uploading');

  function listen(): void {
    unsubscribe ??= desk.on('refunds.changed', ({ draftId }) => {
      void refreshList();
      if (draft.value?.draftId === draftId) void reload();
    });
  }

  async function refreshList(): Promise<void> {
    const result = await desk.refunds.list();
    if (result.ok) drafts.value = result.value;
  }

  async function searchCandidates(query: string): Promise<void> {
    const result = await desk.refunds.candidates({ query });
    if (result.ok) candidates.value = result.value;
  }

  /** Shows a draft from main; the form as typed is kept while edits wait to be saved. */
  function show(next: RefundDraft): void {
    const same = draft.value?.draftId === next.draftId;
    draft.value = next;
    if (!same || (!saveTimer && !pendingSave) || next.state === 'sent' || next.state === 'outcome-unknown' || next.state === 'done') form.value = structuredClone(next.form);
  }

  async function reload(): Promise<void> {
    const id = draft.value?.draftId;
    if (id === undefined) return;
    const result = await desk.refunds.get({ draftId: id });
    if (result.ok && draft.value?.draftId === id) show(result.value);
  }

  async function start(input: { orderId?: number; orderNum?: string; another?: boolean }): Promise<boolean> {
    starting.value = true;
    error.value = null;
    const result = await desk.refunds.start({ ...input, another: input.another ?? false }, { requestId: newRequestId('refund-start') });
    starting.value = false;
    return settle(result, true);
  }

  async function open(draftId: number): Promise<boolean> {
    await flush();
    const result = await desk.refunds.get({ draftId });
    return settle(result, true);
  }

  function settle(result: DeskResult<RefundDraft>, fresh = false): boolean {
    if (!result.ok) {
      error.value = result.error;
      return false;
    }
    if (fresh) {
      review.value = null;
      refused.value = [];
      form.value = null;
    }
    error.value = null;
    show(result.value);
    void refreshList();
    return true;
  }

  /** An edit of the form: shown at once, saved to main shortly after (and before review or submit). */
  function edit(next: RefundForm): void {
    if (!editable.value) return;
    form.value = next;
    review.value = null;
    edits += 1;
    if (saveTimer) clearTimeout(saveTimer);
    saveTimer = setTimeout(() => void flush(), SAVE_DELAY_MS);
  }

  async function flush(): Promise<void> {
    if (saveTimer) clearTimeout(saveTimer);
    saveTimer = null;
    if (pendingSave) await pendingSave;
    const current = draft.value;
    const typed = form.value;
    if (!current || !typed || !editable.value) return;
    const at = edits;
    saving.value = true;
    pendingSave = (async () => {
      const result = await desk.refunds.save({ draftId: current.draftId, form: typed });
      if (result.ok && draft.value?.draftId === current.draftId) {
        draft.value = result.value;
        // Newer keystrokes than the saved form stay on screen and are saved next.
        if (edits === at) form.value = structuredClone(result.value.form);
      } else if (!result.ok) error.value = result.error;
    })();
    await pendingSave;
    pendingSave = null;
    saving.value = false;
    void refreshList();
  }

  async function discard(draftId: number): Promise<boolean> {
    const result = await desk.refunds.discard({ draftId });
    if (!result.ok) {
      error.value = result.error;
      return false;
    }
    if (draft.value?.draftId === draftId) {
      draft.value = null;
      form.value = null;
      review.value = null;
    }
    await refreshList();
    return true;
  }

  // ------------------------------------------------------------ documents

  async function attach(files: readonly File[]): Promise<void> {
    const current = draft.value;
    if (!current || !editable.value) return;
    refused.value = [];
    for (const file of files) await attachOne(current.draftId, file);
    void refreshList();
  }

  async function attachOne(draftId: number, file: File): Promise<void> {
    const began = await desk.refunds.attachBegin({ draftId, fileName: file.name, size: file.size, declaredType: file.type, preview: await previewOf(file) });
    if (!began.ok) return refuse(file.name, began.error);
    const { key } = began.value;
    show(began.value.draft);
    const transfer: Transfer = reactive({ key, fileName: file.name, sent: 0, total: file.size, cancelled: false });
    transfers.set(key, transfer);
    try {
      for (const range of chunkRanges(file.size)) {
        if (transfer.cancelled) return;
        const bytes = new Uint8Array(await file.slice(range.start, range.end).arrayBuffer());
        const chunk = await desk.refunds.attachChunk({ draftId, key, offset: range.start, data: base64Of(bytes) });
        if (transfer.cancelled) return;
        if (!chunk.ok) return refuse(file.name, chunk.error);
        transfer.sent = chunk.value.received;
      }
      const finished = await desk.refunds.attachFinish({ draftId, key });
      if (!finished.ok) return refuse(file.name, finished.error);
      if (draft.value?.draftId === draftId) show(finished.value);
    } finally {
      transfers.delete(key);
      if (draft.value?.draftId === draftId) await reload();
    }
  }

  function refuse(fileName: string, failure: DeskError): void {
    const message = failure.kind === 'validation' ? (failure.issues[0]?.message ?? failure.message) : failure.message;
    refused.value = [...refused.value, { fileName, message }];
  }

  async function documentAction(action: 'cancelDocument' | 'retryDocument' | 'removeDocument', key: string): Promise<void> {
    const current = draft.value;
    if (!current) return;
    const transfer = transfers.get(key);
    if (transfer && action !== 'retryDocument') transfer.cancelled = true;
    const result = await desk.refunds[action]({ draftId: current.draftId, key });
    if (result.ok) show(result.value);
    else error.value = result.error;
  }

  /** Ids pasted by the agent; false when main refused them (the message names why: format, or 99). */
  async function pasteIds(textValue: string): Promise<DeskError | null> {
    const current = draft.value;
    const ids = parsePastedIds(textValue);
    if (!current || ids.length === 0) return null;
    const result = await desk.refunds.pasteFileIds({ draftId: current.draftId, ids });
    if (!result.ok) return result.error;
    show(result.value);
    return null;
  }

  // ------------------------------------------------------------ review, submit, check

  async function openReview(): Promise<boolean> {
    const current = draft.value;
    if (!current) return false;
    await flush();
    const result = await desk.refunds.review({ draftId: current.draftId });
    if (!result.ok) {
      error.value = result.error;
      review.value = null;
      return false;
    }
    error.value = null;
    review.value = result.value;
    return true;
  }

  /** `agencyLock`: the agent's answer to the agency's lock refusing the submission (docs/team-sync.md). */
  async function send(kind: 'submit' | 'check', agencyLock?: 'take-over' | 'without-lock'): Promise<void> {
    const current = draft.value;
    if (!current || sending.value) return;
    if (kind === 'submit') await flush();
    sending.value = kind;
    sendingSince.value = Date.now();
    error.value = null;
    const options = { requestId: newRequestId(`refund-${kind}`) };
    const result = kind === 'submit' ? await desk.refunds.submit({ draftId: current.draftId, ...(agencyLock ? { agencyLock } : {}) }, options) : await desk.refunds.check({ draftId: current.draftId }, options);
    sending.value = null;
    sendingSince.value = null;
    if (result.ok) {
      show(result.value);
      form.value = structuredClone(result.value.form);
      // The answer is shown on the draft (the outcome on top); what was sent stays one Alt+V away.
      review.value = null;
    } else {
      error.value = result.error;
    }
    void refreshList();
  }

  return {
    drafts,
    candidates,
    draft,
    form,
    review,
    error,
    starting,
    sending,
    sendingSince,
    saving,
    transfers,
    refused,
    editable,
    listen,
    refreshList,
    searchCandidates,
    start,
    open,
    reload,
    edit,
    flush,
    discard,
    attach,
    cancelDocument: (key: string) => documentAction('cancelDocument', key),
    retryDocument: (key: string) => documentAction('retryDocument', key),
    removeDocument: (key: string) => documentAction('removeDocument', key),
    pasteIds,
    openReview,
    closeReview: () => (review.value = null),
    submit: (agencyLock?: 'take-over' | 'without-lock') => send('submit', agencyLock),
    check: () => send('check'),
  };
});
