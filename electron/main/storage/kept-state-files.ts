import type { KeptStateFile, KeptStateFileName } from '../../contract/domains/state-files';
import { keptCopiesOf } from '../../shared/keep-aside';
import type { DamagedStateFile } from './json-file';

/**
 * What Settings says about a state file: the damaged copy this start kept aside (with why), then
 * any copies earlier starts kept that are still there. The desk says so while a kept copy exists.
 */
export function keptStateFiles(name: KeptStateFileName, file: string, foundNow: DamagedStateFile | null): KeptStateFile[] {
  const earlier = keptCopiesOf(file)
    .filter((copy) => copy.path !== foundNow?.keptAs)
    .map((copy): KeptStateFile => ({ file: name, path: file, keptAs: copy.path, keptAt: copy.keptAt, found: null }));
  if (!foundNow) return earlier;
  return [{ file: name, path: file, keptAs: foundNow.keptAs, keptAt: foundNow.at, found: { reason: foundNow.reason, detail: foundNow.detail } }, ...earlier];
}
