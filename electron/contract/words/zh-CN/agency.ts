import type { AGENCY_EN } from '../en/agency';
import type { ShapeOf } from '../table';

export const AGENCY_ZH_CN: ShapeOf<typeof AGENCY_EN> = {
  'agency.saveServerFirst': '请先保存机构服务器。',
  'agency.saveServerFirst.field': '机构服务器：请先保存。',
  'agency.typePassword': '请输入机构服务器密码并保存。',
  'agency.passwordRequired': '必须填写密码。',
  'agency.test.current': (p) => `已连接；服务器结构版本 ${p.version}。`,
  'agency.test.missing': '已连接，但服务器尚未准备：请用所有者账号准备。',
  'agency.test.behind': (p) => `已连接；需用所有者账号把服务器从版本 ${p.version} 升级到 ${p.needed}。`,
  'agency.test.newer': (p) => `已连接；较新的工作台已把服务器升级到版本 ${p.version}。请更新本工作台；它会继续在本地工作。`,
  'agency.handOverNeedsSync': '交接需要团队同步（设置 → 机构服务器）以及共享账户的订单。',
  'agency.handOverNotReadBack': '交接已记录，但无法读回。',
  'agency.tlsRequired': 'TLS：不在本机的服务器必须使用 verify-full（校验证书和主机名）。',
  'agency.problem.password': '机构服务器拒绝了用户名或密码。',
  'agency.problem.noDatabase': '机构服务器上没有该名称的数据库。',
  'agency.problem.refused': '该主机和端口无人应答：服务器在运行吗？',
  'agency.problem.unknownHost': '该主机名无法解析。',
  'agency.problem.notOwner': '该账号无权准备服务器：请使用结构所有者账号。',
  'agency.problem.certificate': (p) => `无法验证服务器证书：${p.message}`,
  'agency.problem.unreachable': (p) => `无法连接机构服务器：${p.message}`,
  'agency.lock.heldTicketing': (p) => `此订单正由 ${p.name}（${p.code}）支付，自您的时间 ${p.since} 起。`,
  'agency.lock.heldRefund': (p) => `此订单的退票正由 ${p.name}（${p.code}）提交，自您的时间 ${p.since} 起。`,
  'agency.lock.heldNext': (p) => `请等待（订单会自动更新），或询问 ${p.name}。只有确定那个工作台已停止时才接手：锁在最后一次续期两分钟后自动释放。`,
  'agency.lock.offlineTicketing': '无法连接机构服务器，本工作台无法锁定订单以防其他工作台同时支付。',
  'agency.lock.offlineRefund': '无法连接机构服务器，本工作台无法锁定订单以防其他工作台同时退票。',
  'agency.lock.offlineNext': (p) => `请在服务器恢复后重试；如确定无人处理此订单，也可不加机构锁继续（所有工作台都会看到）。（${p.reason}）`,
};
