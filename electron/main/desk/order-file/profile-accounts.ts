import { readFileSync } from 'node:fs';
import { ENVIRONMENTS, type Environment } from '../../../contract/domains/profiles';
import { DEMO_PARTNER_ID } from '../../../sandbox/demo-partner';
import type { PartnerAccount } from '../../archive/migrations';
import { accountPartnerId } from '../../archive/orders/order-facts';
import { SANDBOX_PROFILE_ID, type ProfileService } from '../profiles/profile-service';

/** A profile id's account (environment + partner id), as the order file keys orders on it. */
export interface ProfileAccounts {
  accountOf(profileId: string): PartnerAccount | null;
  /** From now on, the profiles as main holds them (added, edited, deleted). */
  follow(profiles: Pick<ProfileService, 'describe'>): void;
}

/**
 * Main's profile map for the order file. The file opens before the profile service exists (a
 * refused start must leave nothing behind), and its migration to accounts (migration 5) needs the
 * map at that moment: it is read from profiles.json, read-only (the profile service, which keeps
 * a damaged file aside, reads it properly afterwards), with the built-in Sandbox profile's account
 * (the embedded sandbox's demo partner) always known. Once the profile service runs, it answers.
 */
export function profileAccounts(profilesFile: string): ProfileAccounts {
  const atStart = readAccounts(profilesFile);
  let live: Pick<ProfileService, 'describe'> | null = null;
  return {
    accountOf(profileId) {
      if (live) {
        const profile = live.describe(profileId);
        return profile && profile.partnerId !== '' ? { environment: profile.environment, partnerId: accountPartnerId(profile) } : null;
      }
      return atStart.get(profileId) ?? null;
    },
    follow(profiles) {
      live = profiles;
    },
  };
}

function readAccounts(file: string): Map<string, PartnerAccount> {
  const accounts = new Map<string, PartnerAccount>([[SANDBOX_PROFILE_ID, { environment: 'sandbox', partnerId: DEMO_PARTNER_ID }]]);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // None yet, or unreadable: the profile service says why; orders of unknown profiles keep their profile key.
    return accounts;
  }
  const entries = typeof json === 'object' && json !== null && Array.isArray((json as { profiles?: unknown }).profiles) ? (json as { profiles: unknown[] }).profiles : [];
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, environment, partnerId, apiBaseUrl } = entry as Record<string, unknown>;
    if (typeof id !== 'string' || typeof partnerId !== 'string' || partnerId === '' || !ENVIRONMENTS.includes(environment as Environment)) continue;
    const account = { environment: environment as Environment, partnerId, apiBaseUrl: typeof apiBaseUrl === 'string' ? apiBaseUrl : '', builtIn: false };
    if (!accounts.has(id)) accounts.set(id, { environment: account.environment, partnerId: accountPartnerId(account) });
  }
  return accounts;
}
