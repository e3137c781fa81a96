export function provision(options: { root: string; purpose: 'start' | 'sandbox' | 'test' | 'bench'; quiet?: boolean }): void;
export function npmEnvironment(): NodeJS.ProcessEnv;
/** Whether node_modules must be (re)installed to match package-lock.json. */
export function needsInstall(root: string): boolean;
/** Records, after a successful install, which lockfile content node_modules matches. */
export function recordInstall(root: string): void;
