import type { PROFILES_EN } from '../en/profiles';
import type { ShapeOf } from '../table';

export const PROFILES_ZH_CN: ShapeOf<typeof PROFILES_EN> = {
  'profiles.notSaved': (p) => `id ${p.id} 不是已保存的账户。`,
  'profiles.builtInUnchangeable': '内置的 Sandbox 账户不能修改。',
  'profiles.builtInUndeletable': '内置的 Sandbox 账户不能删除。',
  'profiles.nameTaken': (p) => `名称“${p.name}”已被另一个账户使用。`,
  'profiles.keyOfProfile': (p) => `account ${p.account} 是账户“${p.profile}”的密钥：请删除该账户以移除其密钥。`,
  'profiles.keyNotListed': (p) => `account ${p.account} 在钥匙串中没有密钥（可能已被移除）。`,
  'profiles.what.profile': '账户',
  'profiles.sandboxAway': (p) => `沙箱账户“${p.profile}”指向 ${p.address}，不是本机；工作台只会把沙箱凭据发送到本机回环地址。`,
  'profiles.sandboxAway.fix': '请在设置中编辑此账户：沙箱账户的基础 URL 必须是 127.0.0.1、localhost 或 [::1]。',
  'profiles.what.partnerKey': '合作方密钥',
  'profiles.noKey': (p) => `账户“${p.profile}”没有存储合作方密钥。`,
  'profiles.noKey.fix': '请在设置中输入此账户的合作方密钥。',
  'profiles.what.embeddedSandbox': '内置沙箱',
  'profiles.embeddedNotStarted': (p) => `工作台内置的沙箱无法启动：${p.reason}`,
  'profiles.embeddedNotStarted.fix': '请重试；如果仍然失败，请重新启动工作台（desk.log 中有原因）。',
  'profiles.what.keychain': '系统钥匙串',
  'profiles.keyNotStoredOrRead': '无法存储或读取合作方密钥。',
  'profiles.keyNotStoredOrReadBecause': (p) => `无法存储或读取合作方密钥：${p.reason}。`,
  'profiles.environmentFixed': (p) => `账户保存后 environment 不能更改（现在是 ${p.saved}）：请为 ${p.draft} 环境新建一个账户。`,
  'profiles.keyAgain': (p) => `${p.moved.join('和')}已更改，需要重新填写 partnerKey：已存储的密钥只会发送到录入它时的地址。`,
  'profiles.address.api': 'API 基础 URL',
  'profiles.address.refund': '退票基础 URL',
};
