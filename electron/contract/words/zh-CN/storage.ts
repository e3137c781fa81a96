import type { STORAGE_EN } from '../en/storage';
import type { ShapeOf } from '../table';

export const STORAGE_ZH_CN: ShapeOf<typeof STORAGE_EN> = {
  'storage.diskFull.desksData': (p) => `存放工作台数据的磁盘（${p.directory}）已满${p.free === '' ? '' : `：剩余 ${p.free}`}。已保存的内容没有丢失；这次更改没有保存。`,
  'storage.diskFull.file': (p) => `${p.directory} 所在的磁盘已满${p.free === '' ? '' : `：剩余 ${p.free}`}。没有丢失任何内容；文件没有写入。`,
  'storage.diskFull.checkTheOrder': (p) => `${p.message}请求可能在答复写入之前已到达服务：再次操作之前，请先核对订单（订单页面，或出票/退票中的“查询”）。`,
  'storage.diskFull.fix': '请在该磁盘上腾出空间（清空回收站、移走或删除不再需要的大文件，或联系 IT），然后再试。在此期间，查看和搜索订单仍可正常使用。',
  'storage.stateFile.empty': '文件为空',
  'storage.stateFile.notExpectedForm': '格式不符',
  'storage.stateFile.notKeptAside': (p) => `${p.detail}; 也无法另存: ${p.error}`,
};
