/**
 * The Orders screen's "Cancel order…" (Alt+X): an air order waiting for payment, cancelled with
 * Cancel (assumed from public material) only after the agent confirms in a dialog (the focused
 * button keeps the order: Enter alone never cancels). The answer — cancelled, or the service's
 * refusal explained — is kept for the screen to show, and the order is re-read from the file.
 */
import type { FiledOrder } from '@contract/domains/orders';
import type { DeskError } from '@contract/result';
import { useDialog } from 'naive-ui';
import { computed, ref, shallowRef, type Ref } from 'vue';
import { useDesk } from '../bridge/use-desk';
import { newRequestId } from '../bridge/request-id';
import { format, text } from '../ui-text';

export function canCancelOrder(order: FiledOrder | null): boolean {
  return order !== null && order.kind === 'air' && order.status.group === 'to-pay' && order.pendingWrites.length === 0;
}

export function useCancelOrder(selected: Ref<FiledOrder | null>, reselect: (orderId: number) => Promise<void>) {
  const desk = useDesk();
  const dialog = useDialog();
  const t = text.orders.cancel;
  const cancelling = ref<string | null>(null);
  const outcome = shallowRef<{ orderNum: string; error: DeskError | null } | null>(null);
  const available = computed(() => canCancelOrder(selected.value) && cancelling.value === null);

  function ask(): void {
    const order = selected.value;
    if (!order || !available.value) return;
    outcome.value = null;
    const amount = order.amount ? `${order.currency ?? ''} ${order.amount}`.trim() : t.amountUnknown;
    const confirm = dialog.warning({
      title: format(t.title, { orderNum: order.orderNum }),
      content: format(t.body, { orderNum: order.orderNum, amount, pnr: order.pnr ?? '—' }),
      positiveText: t.confirm,
      negativeText: t.keep,
      // The safe choice takes focus: Enter on arrival keeps the order.
      autoFocus: false,
      onAfterEnter: () => document.querySelector<HTMLElement>('[data-testid="cancel-keep"]')?.focus(),
      negativeButtonProps: { 'data-testid': 'cancel-keep' } as Record<string, string>,
      positiveButtonProps: { 'data-testid': 'cancel-confirm', type: 'error' } as Record<string, string>,
      onPositiveClick: () => {
        void send(order);
      },
    });
    return void confirm;
  }

  async function send(order: FiledOrder): Promise<void> {
    cancelling.value = order.orderNum;
    try {
      const result = await desk.orders.cancel({ orderId: order.id }, { requestId: newRequestId('cancel') });
      outcome.value = { orderNum: order.orderNum, error: result.ok ? null : result.error };
      await reselect(order.id);
    } finally {
      cancelling.value = null;
    }
  }

  return { available, cancelling, outcome, ask };
}
