import { z } from 'zod';
import { DEFAULT_ORDER_DETAIL_PATH, DEFAULT_UPLOAD_ATTACHMENT_PATH, ENVIRONMENTS } from '../../contract/domains/profiles';
import { readJsonFile, writeJsonFile } from '../storage/json-file';
import type { Profile } from './profile';

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

const fileSchema = z.object({
  version: z.literal(1),
  activeId: z.string(),
  profiles: z.array(storedProfile),
});

export interface StoredProfiles {
  activeId: string;
  /** The agent's own profiles; the built-in sandbox profile is never stored. */
  profiles: Profile[];
}

/** profiles.json: the agent's profiles (no keys: those are in the keychain) and the active one. */
export class ProfileFile {
  constructor(
    private readonly file: string,
    private readonly defaultActiveId: string,
  ) {}

  load(): StoredProfiles {
    const stored = readJsonFile(this.file, fileSchema, { version: 1 as const, activeId: this.defaultActiveId, profiles: [] });
    return { activeId: stored.activeId, profiles: stored.profiles.map((p) => ({ ...p, builtIn: false })) };
  }

  save(state: StoredProfiles): void {
    writeJsonFile(this.file, {
      version: 1,
      activeId: state.activeId,
      profiles: state.profiles.map(({ builtIn: _builtIn, ...rest }) => rest),
    });
  }
}
