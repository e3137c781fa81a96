/**
 * What main says about its SQLite files at start: why one was found damaged and set aside
 * (electron/main/archive/open-with-recovery.ts, stored in the set-aside note as wordings), and why
 * the desk refused to start (archive/recovery/start-refusal.ts), worded by the shell in the desk's
 * language (a dialog, or the terminal in browser mode) before any screen exists.
 */
export const STORAGE_FILES_EN = {
  'storageFiles.damagedBySqlite': (p: { reason: string }) => `SQLite found it damaged: ${p.reason}`,
  'storageFiles.notSqlite': "its first bytes are not a SQLite database's",
  'storageFiles.integrityCheckFailed': (p: { result: string }) => `integrity check failed: ${p.result}`,
  'storageFiles.lockHolder': (p: { pid: number }) => `another program (process ${p.pid})`,
  'storageFiles.lockHolderWithCommand': (p: { pid: number; command: string }) => `another program (process ${p.pid}: ${p.command})`,
  'storageFiles.anotherProgram': 'another program',
  'storageFiles.locked': (p: { file: string; who: string; seconds: number }) =>
    `The desk did not start: ${p.file} is locked by ${p.who}, and stayed locked for ${p.seconds} s. Nothing was changed in the file.`,
  'storageFiles.locked.fix': 'Close that program (or wait for it to finish) and start the desk again. If it is another copy of the desk, use that one.',
  'storageFiles.unknownAmount': 'an unknown amount',
  'storageFiles.keptSetAside': (p: { setAsideAs: string }) => `The file was found damaged and is kept, set aside as ${p.setAsideAs}; nothing was deleted.`,
  'storageFiles.nothingChanged': 'Nothing was changed in the file.',
  'storageFiles.diskFull': (p: { directory: string; free: string; fileName: string; needed: string; untouched: string }) =>
    `The desk did not start: the disk holding ${p.directory} is full (${p.free} free; opening ${p.fileName} needs about ${p.needed}). ${p.untouched}`,
  'storageFiles.diskFull.fix': (p: { toFree: string }) =>
    `Free at least ${p.toFree} on that disk (empty the trash, move old backups or downloads elsewhere) and start the desk again.`,
  'storageFiles.io': (p: { file: string; reason: string }) =>
    `The desk did not start: the disk failed while reading or writing ${p.file} (${p.reason}). The file was not set aside: the fault is most likely the disk's, not the file's.`,
  'storageFiles.io.fix': 'Check the disk (is it still connected, mounted, writable?) and start the desk again; if it keeps failing, ask IT to check the disk before anything else.',
  'storageFiles.cannotOpen': (p: { file: string; reason: string }) => `The desk did not start: ${p.file} could not be opened (${p.reason}). Nothing was changed in the file.`,
  'storageFiles.cannotOpen.fix':
    "Check that the desk's data folder and this file are yours and writable, then start the desk again. If the message names a schema problem, the file may come from a newer desk: use that desk, or ask IT.",
  'storageFiles.cannotSetAside': (p: { file: string; reason: string; moveError: string }) =>
    `The desk did not start: ${p.file} is damaged (${p.reason}) and could not be set aside for a fresh one (${p.moveError}). Nothing was deleted.`,
  'storageFiles.cannotSetAside.fix':
    'Make the data folder writable and start the desk again: the desk then sets the file aside (keeping it) and copies out every order it can still read.',
};
