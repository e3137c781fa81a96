import type { KEYCHAIN_EN } from '../en/keychain';
import type { ShapeOf } from '../table';

export const KEYCHAIN_ZH_CN: ShapeOf<typeof KEYCHAIN_EN> = {
  'keychain.noSessionBus': '没有运行桌面会话总线（D-Bus），因此无法连接任何钥匙串服务',
  'keychain.noSessionBus.fix': '请在带有钥匙串（GNOME Keyring 或 KWallet）的桌面会话中启动工作台。在服务器上，请先启动 `gnome-keyring-daemon --unlock`，再在 `dbus-run-session` 中运行工作台。',
  'keychain.noSecretService': '没有安装或运行钥匙串服务（Secret Service）',
  'keychain.noSecretService.fix': '安装并启动钥匙串：在 Debian/Ubuntu 上执行 `apt-get install gnome-keyring`，然后重新登录。',
  'keychain.locked': '钥匙串已锁定',
  'keychain.locked.fix': '解锁钥匙串（注销后重新登录，或打开“密码和密钥”解锁“登录”钥匙串），然后重试。',
  'keychain.denied': '访问钥匙串被拒绝，或提示框被关闭',
  'keychain.denied.fix': '请重试，并在询问时允许 Ticketing Desk 使用钥匙串。',
  'keychain.moduleNotLoaded': '本机无法加载钥匙串模块（keytar）',
  'keychain.moduleNotLoaded.fix': '安装 libsecret（`apt-get install libsecret-1-0`），然后重新安装工作台（`npm ci`）。',
  'keychain.reported': (p) => `钥匙串报告：${p.message}`,
  'keychain.checkRunningAndUnlocked': '请检查系统钥匙串已运行并已解锁，然后重试。',
  'profileFile.notAProfilesFile': '不是配置文件',
  'profileFile.sameId': (p) => `${p.entry}：与另一配置的编号相同`,
  'profileFile.lostAlso': (p) => `${p.lost}；${p.next}`,
  'profileFile.partlyRead': (p) => `已读取 ${p.read}/${p.total} 个配置；无法读取 ${p.lost}`,
};
