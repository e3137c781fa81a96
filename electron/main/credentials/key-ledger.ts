import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { fromSchema, readJsonState, writeJsonFile, type DamagedStateFile } from '../storage/json-file';

const ledgerSchema = z.object({ version: z.literal(1), accounts: z.array(z.string()) });

/**
 * Which keychain accounts this data folder has stored keys under (`keychain-accounts.json`, no
 * keys in it). The keychain is shared by every copy of the desk on the computer (another data
 * folder, a test run), all under the same service name: "a key no profile uses" must mean no
 * profile *of this folder*, or removing it would break the other desk's profile.
 *
 * A folder from before the ledger starts it from what it knows: its profiles, and the profile ids
 * still legible in damaged profiles.json copies kept beside it (the keys a damaged file orphaned).
 */
export class KeyLedger {
  private readonly accounts: Set<string>;
  readonly damage: DamagedStateFile | null;

  constructor(
    private readonly file: string,
    seed: () => string[],
    private readonly writeFailed: (error: unknown) => void,
  ) {
    const read = readJsonState<z.infer<typeof ledgerSchema> | null>(file, fromSchema(ledgerSchema), null);
    this.damage = read.damage;
    this.accounts = new Set(read.value?.accounts ?? seed());
    if (read.value === null) this.save();
  }

  has(account: string): boolean {
    return this.accounts.has(account);
  }

  /** Before a key is stored: a ledger that cannot be written (a full disk) stops the key too. */
  add(account: string): void {
    if (this.accounts.has(account)) return;
    writeJsonFile(this.file, { version: 1, accounts: [...this.accounts, account].sort() });
    this.accounts.add(account);
  }

  /** After a key is removed; a ledger left listing it is harmless (the keychain no longer has it). */
  forget(account: string): void {
    if (!this.accounts.delete(account)) return;
    this.save();
  }

  private save(): void {
    try {
      writeJsonFile(this.file, { version: 1, accounts: [...this.accounts].sort() });
    } catch (error) {
      this.writeFailed(error);
    }
  }
}

/** Profile ids still legible in a damaged profiles.json (any part of it that survived). */
export function profileIdsIn(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'latin1');
  } catch {
    return [];
  }
  return [...new Set([...text.matchAll(/"id"\s*:\s*"([a-z0-9-]{1,64})"/g)].map((match) => match[1] as string))];
}
