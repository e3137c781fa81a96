import { say, sayWords, type Words } from '../i18n/main-language';
import { KeychainUnavailableError } from './secret-store';

interface KnownFailure {
  pattern: RegExp;
  cause: Words;
  fix: Words;
}

/**
 * What libsecret/keytar say when the keychain cannot be used, turned into a cause an agent (or
 * their IT) can act on. Matched on the message because keytar gives no codes.
 */
const KNOWN_FAILURES: KnownFailure[] = [
  {
    pattern: /Cannot autolaunch D-Bus without X11|DBUS_SESSION_BUS_ADDRESS|Failed to connect to socket|No such file or directory.*bus/i,
    cause: ['no desktop session bus (D-Bus) is running, so no keychain service can be reached', '没有运行桌面会话总线（D-Bus），因此无法连接任何钥匙串服务'],
    fix: ['Start the desk from a desktop session with a keyring (GNOME Keyring or KWallet). On a server, run it inside `dbus-run-session` with `gnome-keyring-daemon --unlock` started first.', '请在带有钥匙串（GNOME Keyring 或 KWallet）的桌面会话中启动工作台。在服务器上，请先启动 `gnome-keyring-daemon --unlock`，再在 `dbus-run-session` 中运行工作台。'],
  },
  {
    pattern: /org\.freedesktop\.secrets was not provided|ServiceUnknown|not provided by any \.service files/i,
    cause: ['no keychain service (Secret Service) is installed or running', '没有安装或运行钥匙串服务（Secret Service）'],
    fix: ['Install and start a keyring: on Debian/Ubuntu `apt-get install gnome-keyring`, then log in again.', '安装并启动钥匙串：在 Debian/Ubuntu 上执行 `apt-get install gnome-keyring`，然后重新登录。'],
  },
  {
    pattern: /locked|unlock|Cannot create an item in a locked collection/i,
    cause: ['the keychain is locked', '钥匙串已锁定'],
    fix: ['Unlock your keyring (log out and in, or open Passwords and Keys and unlock "Login"), then try again.', '解锁钥匙串（注销后重新登录，或打开“密码和密钥”解锁“登录”钥匙串），然后重试。'],
  },
  {
    pattern: /dismissed|denied|cancel|not allowed|permission/i,
    cause: ['access to the keychain was denied or the prompt was dismissed', '访问钥匙串被拒绝，或提示框被关闭'],
    fix: ['Try again and allow Ticketing Desk to use the keychain when asked.', '请重试，并在询问时允许 Ticketing Desk 使用钥匙串。'],
  },
  {
    pattern: /Cannot find module|keytar\.node|was compiled against|invalid ELF|libsecret/i,
    cause: ['the keychain module (keytar) could not be loaded on this machine', '本机无法加载钥匙串模块（keytar）'],
    fix: ['Install libsecret (`apt-get install libsecret-1-0`) and reinstall the desk (`npm ci`).', '安装 libsecret（`apt-get install libsecret-1-0`），然后重新安装工作台（`npm ci`）。'],
  },
];

export function keychainFailure(error: unknown): KeychainUnavailableError {
  const message = error instanceof Error ? error.message : String(error);
  const known = KNOWN_FAILURES.find((failure) => failure.pattern.test(message));
  if (known) return new KeychainUnavailableError(sayWords(known.cause), sayWords(known.fix));
  return new KeychainUnavailableError(
    say(`the keychain reported: ${message.slice(0, 200)}`, `钥匙串报告：${message.slice(0, 200)}`),
    say('Check that your OS keyring is running and unlocked, then try again.', '请检查系统钥匙串已运行并已解锁，然后重试。'),
  );
}
