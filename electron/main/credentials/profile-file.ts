import { z } from 'zod';
import { DEFAULT_ORDER_DETAIL_PATH, DEFAULT_UPLOAD_ATTACHMENT_PATH, ENVIRONMENTS } from '../../contract/domains/profiles';
import { readJsonState, writeJsonFile, type DamagedStateFile, type Interpretation } from '../storage/json-file';
import type { Profile } from './profile';
import { ruleInEnglish } from '../../contract/coded-rule';
import { wording, type Text } from '../../contract/words';

const storedProfile = z.object({
  id: z.string(),
  name: z.string(),
  environment: z.enum(ENVIRONMENTS),
  apiBaseUrl: z.string(),
  refundBaseUrl: z.string(),
  partnerId: z.string(),
  // Added with the order file: profiles saved before it read the default path.
  orderDetailPath: z.string().default(DEFAULT_ORDER_DETAIL_PATH),
  // Added with refunds' documents: profiles saved before it read the default path.
  uploadAttachmentPath: z.string().default(DEFAULT_UPLOAD_ATTACHMENT_PATH),
  // Added with the booking path (issue 15): profiles saved before it run order pricing
  // (the real service's rule) and do not book.
  orderPricingBeforeTicketing: z.boolean().default(true),
  bookingEnabled: z.boolean().default(false),
});

/**
 * The file's frame; each profile is read on its own, so one damaged entry costs that profile only.
 * A file written by a newer desk (another version) is not understood and is kept aside whole.
 */
const fileSchema = z.object({
  version: z.literal(1),
  activeId: z.string(),
  profiles: z.array(z.unknown()),
});

export interface StoredProfiles {
  activeId: string;
  /** The agent's own profiles; the built-in sandbox profile is never stored. */
  profiles: Profile[];
}

export interface LoadedProfiles extends StoredProfiles {
  /** Set when profiles.json existed but could not be used as it was (it is kept aside, never overwritten). */
  damage: DamagedStateFile | null;
}

/** profiles.json: the agent's profiles (no keys: those are in the keychain) and the active one. */
export class ProfileFile {
  constructor(
    private readonly file: string,
    private readonly defaultActiveId: string,
  ) {}

  get path(): string {
    return this.file;
  }

  load(): LoadedProfiles {
    const read = readJsonState(this.file, interpretProfiles, { activeId: this.defaultActiveId, profiles: [] });
    return { activeId: read.value.activeId, profiles: read.value.profiles, damage: read.damage };
  }

  save(state: StoredProfiles): void {
    writeJsonFile(this.file, {
      version: 1,
      activeId: state.activeId,
      profiles: state.profiles.map(({ builtIn: _builtIn, ...rest }) => rest),
    });
  }
}

function interpretProfiles(json: unknown): Interpretation<StoredProfiles> {
  const frame = fileSchema.safeParse(json);
  if (!frame.success) {
    const issue = frame.error.issues[0];
    return { unusable: issue ? `${issue.path.join('.') || '(document)'}: ${ruleInEnglish(issue.message)}` : wording('profileFile.notAProfilesFile') };
  }
  const profiles: Profile[] = [];
  let lost: Text | null = null;
  for (const [index, entry] of frame.data.profiles.entries()) {
    const parsed = storedProfile.safeParse(entry);
    if (parsed.success && !profiles.some((p) => p.id === parsed.data.id)) {
      profiles.push({ ...parsed.data, builtIn: false });
      continue;
    }
    const next = parsed.success ? wording('profileFile.sameId', { entry: `profiles.${index}` }) : `profiles.${index}.${parsed.error.issues[0]?.path.join('.') ?? ''}: ${parsed.error.issues[0] ? ruleInEnglish(parsed.error.issues[0].message) : 'unreadable'}`;
    lost = lost === null ? next : wording('profileFile.lostAlso', { lost, next });
  }
  const value = { activeId: frame.data.activeId, profiles };
  return { value, lost: lost === null ? null : wording('profileFile.partlyRead', { read: profiles.length, total: frame.data.profiles.length, lost }) };
}
