import type { CONNECTION_TEST_EN } from '../en/connection-test';
import type { ShapeOf } from '../table';

export const CONNECTION_TEST_ZH_CN: ShapeOf<typeof CONNECTION_TEST_EN> = {
  'connectionTest.connected': '已连接：服务接受了合作方 ID 和密钥。',
  'connectionTest.wrongPartnerId': '服务不认识此合作方 ID。',
  'connectionTest.wrongPartnerId.next': '请检查合作方 ID（区分大小写），然后再次保存此账户。',
  'connectionTest.wrongKey': '合作方密钥与此合作方 ID 不匹配。',
  'connectionTest.wrongKey.next': '请重新输入合作方密钥（会替换已存储的密钥）。',
  'connectionTest.invalidBuyer': '合作方 ID 和密钥正确，但服务说此采购商无效。',
  'connectionTest.invalidBuyer.next': '请联系平台激活此采购商账户。',
  'connectionTest.probeAnswered': (p) => `测试问题（查询不存在的订单“${p.order}”的退款）得到答复“${p.message}”（${p.code}）：服务只有在接受合作方 ID 和密钥后才会这样答复。`,
  'connectionTest.tls': '安全连接被拒绝：服务器证书不受信任。',
  'connectionTest.tls.next': '请与 IT 核对地址（https 主机名）；可能有代理在拦截连接。',
  'connectionTest.unreachable': '无法通过此地址连接服务。',
  'connectionTest.unreachable.next': '请检查 API 基础 URL 和网络（VPN、代理、防火墙），然后再测试。',
  'connectionTest.timeout': (p) => `服务在 ${p.seconds} 秒内没有答复。`,
  'connectionTest.timeout.next': '请稍后再测试；如果一直如此，请检查地址和网络。',
  'connectionTest.notTheApi': '此地址有应答，但不是采购 API。',
  'connectionTest.notTheApi.next': '请检查 API 基础 URL（即 /json/… 之前的部分）。',
  'connectionTest.detailWithExcerpt': (p) => `${p.message} ${p.excerpt}`,
};
