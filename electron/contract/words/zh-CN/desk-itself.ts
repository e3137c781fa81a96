import type { DESK_ITSELF_EN } from '../en/desk-itself';
import type { ShapeOf } from '../table';

export const DESK_ITSELF_ZH_CN: ShapeOf<typeof DESK_ITSELF_EN> = {
  'deskItself.didNotStart': '票务工作台未启动',
  'deskItself.failedToStart': '票务工作台启动失败',
  'deskItself.browserModeFailed': (p) => `票务工作台无法以浏览器模式启动：${p.reason}`,
  'deskItself.backupDialogTitle': '备份订单文件',
  'deskItself.sqliteFiles': 'SQLite 数据库',
};
