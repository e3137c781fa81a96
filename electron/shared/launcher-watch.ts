/**
 * The desk (and the standalone sandbox) stops with whatever launched it: `npm start` →
 * scripts/start.mjs → this process, or `npm run sandbox` → scripts/sandbox.mjs → this process.
 * Signals are forwarded down the tree by the launcher, but a launcher killed outright (SIGKILL, a
 * crash, npm dying without forwarding) forwards nothing, so the child watches for itself:
 * - an IPC channel to the launcher, when there is one, closes the moment the launcher dies;
 * - otherwise `DESK_LAUNCHER_PID` names the launcher, and a child whose parent is no longer that
 *   process has been orphaned (re-parented to init or a subreaper).
 */
const CHECK_EVERY_MS = 1_000;

export function stopWithLauncher(stop: (reason: string) => void, env: NodeJS.ProcessEnv = process.env): void {
  if (process.send) process.once('disconnect', () => stop('its launcher closed the channel'));
  const launcher = Number(env.DESK_LAUNCHER_PID);
  if (!Number.isInteger(launcher) || launcher <= 0) return;
  const timer = setInterval(() => {
    if (process.ppid !== launcher) {
      clearInterval(timer);
      stop('its launcher exited');
    }
  }, CHECK_EVERY_MS);
  timer.unref();
}
