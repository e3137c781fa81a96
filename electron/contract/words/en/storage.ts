/**
 * What main says when the disk is full (electron/main/storage/disk-full.ts) and why a small JSON
 * state file could not be used as it was (electron/main/storage/json-file.ts).
 */
export const STORAGE_EN = {
  'storage.diskFull.desksData': (p: { directory: string; free: string }) =>
    `The disk holding the desk's data (${p.directory}) is full${p.free === '' ? '' : `: ${p.free} free`}. Nothing already saved was lost; this change was not saved.`,
  'storage.diskFull.file': (p: { directory: string; free: string }) =>
    `The disk holding ${p.directory} is full${p.free === '' ? '' : `: ${p.free} free`}. Nothing was lost; the file was not written.`,
  'storage.diskFull.checkTheOrder': (p: { message: string }) =>
    `${p.message} The request may have reached the service before the answer could be written down: check the order (Orders, or Check in Ticketing/Refunds) before doing it again.`,
  'storage.diskFull.fix':
    'Free some space on that disk (empty the trash, move or delete large files you no longer need, or ask IT), then do it again. Reading and searching orders keep working meanwhile.',
  'storage.stateFile.empty': 'the file is empty',
  'storage.stateFile.notExpectedForm': 'not of the expected form',
  'storage.stateFile.notKeptAside': (p: { detail: string; error: string }) => `${p.detail}; it could not be kept aside: ${p.error}`,
};
