import type { REFUNDS_EN } from '../en/refunds';
import type { ShapeOf } from '../table';

export const REFUNDS_ZH_CN: ShapeOf<typeof REFUNDS_EN> = {
  'refunds.notInOrderFile': '此订单不在订单文件中：请按单号打开。',
  'refunds.notRefundableKind': (p) => `订单 ${p.orderNum} 是 ${p.kind} 订单：只有已出票订单和改签订单可以退票（B146）。`,
  'refunds.draftCapReached': (p) => `工作台已有 ${p.editing} 份从未发送的退票草稿，已达上限（${p.max} 份）：请在退票界面提交或丢弃一些草稿，然后再开始这一份。`,
  'refunds.formShape': '表单必须列出此订单的乘客和航段：请重新加载草稿。',
  'refunds.sentNotDiscarded': '此退票已发送，结果尚不可知：请先核实。可能已成为退票的草稿绝不会被丢弃。',
  'refunds.thisFile': '此文件',
  'refunds.thisFile.inSentence': '此文件',
  'refunds.notReceiving': (p) => `已不再接收${p.name}：请重新附加。`,
  'refunds.beingChecked': (p) => `${p.name} 已在检查中：请等待该行显示结果。`,
  'refunds.alreadyAttached': (p) => `${p.name} 已附加。`,
  'refunds.alreadyAttachedAs': (p) => `${p.name} 已附加（名为 ${p.as}）。`,
  'refunds.uploadCancelled': '上传已取消。请重试，或将其移除。',
  'refunds.noLongerHeld': (p) => `工作台已不再保存${p.name}：请重新附加。`,
  'refunds.badFileIds': (p) => `文件 ID 是 1 到 128 个不含空格的字符：${p.ids.join('、')}${p.total > p.ids.length ? '…' : ''} 不符合。`,
  'refunds.tooManyIds': (p) => {
    const room = Math.max(0, p.max - p.existing);
    return `一个退票申请最多带 ${p.max} 个文件 ID（规范第 8 部分）：此草稿已有 ${p.existing} 个，${room === 0 ? '不能再加' : `只能再加 ${room} 个`}（本次给出 ${p.adding} 个）。`;
  },
  'refunds.onlyUnknownChecked': '只有结果未知的退票才需要核实；这一笔不是。',
  'refunds.otherProfile': (p) => `此退票属于账户 ${p.profile}（${p.environment}）：请先在设置中切换到此账户。`,
  'refunds.otherProfile.issue': (p) => `订单 ${p.orderNum} 属于账户 ${p.profile}：请在设置中切换到此账户，然后提交。`,
  'refunds.locked.done': '此退票已完成，不能再修改。如有需要，请为此订单另开一笔退票。',
  'refunds.locked.outcomeUnknown': '此退票已发送，结果未知：请核实（会安全地重发同一请求）。它绝不会被修改或盲目重发。',
  'refunds.locked.onItsWay': '此退票正在发送：请等待答复。它绝不会发送两次。',
  'refunds.notADraft': (p) => `draftId ${p.draftId} 不是退票草稿（可能已被丢弃）。`,
  'refunds.notADocument': (p) => `文件 ${p.key} 没有附加到此草稿。`,
  'refunds.profileGone': '此退票所属的账户已不存在：无法以它的名义上传文件。',
  'refunds.upload.apiRefused': (p) => `${p.code}: ${p.explanation} ${p.nextStep}`,
  'refunds.upload.whatThen': (p) => `${p.problem} ${p.then}`,
  'refunds.upload.failed': (p) => `${p.message} 请重试，或通过服务门户上传后粘贴其 ID。`,
  'refunds.stillUploading': (p) => `${p.name} 仍在上传：请等待，或取消并移除。`,
  'refunds.notUploaded': (p) => `${p.name} 没有上传：请重试或将其移除。`,
};
