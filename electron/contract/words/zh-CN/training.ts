import type { TRAINING_EN } from '../en/training';
import type { ShapeOf } from '../table';

export const TRAINING_ZH_CN: ShapeOf<typeof TRAINING_EN> = {
  'training.redirectNotFollowed': (p) => `沙箱答复 HTTP ${p.status}，重定向到 ${p.origin}；工作台不跟随重定向。`,
  'training.answerTooLarge': '沙箱控制的答复过大，无法读取。',
  'training.refusedBySandbox': (p) => `沙箱拒绝了此操作：${p.reason}。`,
  'training.controls': '沙箱控制',
  'training.noControls': (p) => `${p.baseUrl} 上没有沙箱控制应答（${p.reason}）。`,
  'training.noControls.fix': '请检查当前账户的 API 基础 URL 是沙箱（工作台自带的，或用 npm run sandbox 启动的）。',
  'training.unreachable': (p) => `无法连接 ${p.baseUrl} 上的沙箱。`,
  'training.codeNotInCatalogue': (p) => `代码 ${p.code} 不是 ${p.operation} 的错误代码（${p.known}）.`,
  'training.messageNotInCatalogue': (p) => `此消息不是 ${p.operation} 对 ${p.code} 的消息.`,
  'training.sandboxOnly': (p) => `训练控制只能用于沙箱账户；当前账户“${p.profile}”是 ${p.environment}。请在设置中切换到沙箱账户。`,
};
