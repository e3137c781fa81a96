import { useMessage } from 'naive-ui';
import { watch } from 'vue';
import { statusWords } from '../reimbursements/status-words';
import { useReimbursementStore } from '../stores/reimbursement-store';
import { format, text } from '../ui-text';

/**
 * A short notice naming the refund order whenever the background poller finds its status changed,
 * wherever the agent is. Needs the message provider (DeskShell).
 */
export function useReimbursementNotices(): void {
  const store = useReimbursementStore();
  const message = useMessage();
  watch(
    () => store.lastChange,
    (change) => {
      // The agent's own checks end with one summary; a notice per order is for what the poller finds.
      if (!change || change.by !== 'poller') return;
      const t = text.reimbursements.notice;
      if (change.reimbursed) message.success(format(t.reimbursed, { orderNum: change.orderNum }), { duration: 6_000 });
      else message.info(format(t.changed, { orderNum: change.orderNum, status: statusWords(change.to) }), { duration: 5_000 });
    },
  );
}
