import type { STORAGE_FILES_EN } from '../en/storage-files';
import type { ShapeOf } from '../table';

export const STORAGE_FILES_ZH_CN: ShapeOf<typeof STORAGE_FILES_EN> = {
  'storageFiles.damagedBySqlite': (p) => `SQLite 发现它已损坏：${p.reason}`,
  'storageFiles.notSqlite': '它的开头字节不是 SQLite 数据库',
  'storageFiles.integrityCheckFailed': (p) => `完整性检查失败：${p.result}`,
  'storageFiles.lockHolder': (p) => `另一个程序（进程 ${p.pid}）`,
  'storageFiles.lockHolderWithCommand': (p) => `另一个程序（进程 ${p.pid}：${p.command}）`,
  'storageFiles.anotherProgram': '另一个程序',
  'storageFiles.locked': (p) => `工作台未启动：${p.file} 被${p.who}锁定，等待 ${p.seconds} 秒后仍未释放。文件没有任何改动。`,
  'storageFiles.locked.fix': '请关闭该程序（或等它完成）后重新启动工作台。如果它是另一个工作台，请使用那一个。',
  'storageFiles.unknownAmount': '未知大小',
  'storageFiles.keptSetAside': (p) => `该文件已损坏，现保留为 ${p.setAsideAs}；没有删除任何东西。`,
  'storageFiles.nothingChanged': '文件没有任何改动。',
  'storageFiles.diskFull': (p) => `工作台未启动：存放 ${p.directory} 的磁盘已满（剩余 ${p.free}；打开 ${p.fileName} 约需 ${p.needed}）。${p.untouched}`,
  'storageFiles.diskFull.fix': (p) => `请在该磁盘上至少腾出 ${p.toFree}（清空回收站，把旧备份或下载移到别处）后重新启动工作台。`,
  'storageFiles.io': (p) => `工作台未启动：读写 ${p.file} 时磁盘出错（${p.reason}）。文件没有被移到一旁：问题很可能出在磁盘，而不是文件。`,
  'storageFiles.io.fix': '请检查磁盘（是否仍已连接、已挂载、可写）后重新启动工作台；如果仍然失败，请先让 IT 检查磁盘。',
  'storageFiles.cannotOpen': (p) => `工作台未启动：无法打开 ${p.file}（${p.reason}）。文件没有任何改动。`,
  'storageFiles.cannotOpen.fix': '请确认工作台的数据文件夹和此文件属于你且可写，然后重新启动工作台。如果消息提到结构（schema）问题，文件可能来自更新版本的工作台：请使用那个版本，或联系 IT。',
  'storageFiles.cannotSetAside': (p) => `工作台未启动：${p.file} 已损坏（${p.reason}），且无法移到一旁以新建文件（${p.moveError}）。没有删除任何东西。`,
  'storageFiles.cannotSetAside.fix': '请使数据文件夹可写，然后重新启动工作台：工作台会把该文件移到一旁（保留），并把仍可读取的订单全部复制出来。',
};
