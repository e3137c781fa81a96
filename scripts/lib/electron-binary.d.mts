export function findElectronBinary(
  root: string,
  env?: NodeJS.ProcessEnv,
  platform?: NodeJS.Platform,
): { path: string; reason?: undefined } | { path?: undefined; reason: string };
