import type { CONNECTION_EN } from '../en/connection';
import type { ShapeOf } from '../table';

export const CONNECTION_ZH_CN: ShapeOf<typeof CONNECTION_EN> = {
  'connection.notChecked': '尚未调用服务。',
  'connection.answered': (p) => `服务已响应（HTTP ${p.status}）。`,
  'connection.answeredTooLarge': '服务已响应（内容过大，无法读取）。',
  'connection.unreachable': '无法连接服务。',
  'connection.tlsRefused': '安全连接被拒绝（TLS）。',
  'connection.timeout': '服务没有及时响应。',
  'connection.dropped': '连接中断。',
};
