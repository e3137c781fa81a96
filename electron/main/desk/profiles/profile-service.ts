import { randomBytes } from 'node:crypto';
import { accountPartnerId } from '../../archive/orders/order-facts';
import type { z } from 'zod';
import {
  DEFAULT_ORDER_DETAIL_PATH,
  DEFAULT_UPLOAD_ATTACHMENT_PATH,
  defaultOrderPricing,
  isLoopbackUrl,
  profileEditIssues,
  type DeletedProfile,
  type KeychainStatus,
  type ProfileList,
  type ProfileSummary,
  type RemovedUnusedKey,
  type profileDraftSchema,
} from '../../../contract/domains/profiles';
import { fail, ok, validationFailure, type SentResult, type UnavailableError } from '../../../contract/result';
import { maskPartnerId, summarizeProfile, type Profile } from '../../credentials/profile';
import type { KeptStateFile } from '../../../contract/domains/state-files';
import { dirname, join } from 'node:path';
import { KeyLedger, profileIdsIn } from '../../credentials/key-ledger';
import { ProfileFile } from '../../credentials/profile-file';
import type { DamagedStateFile } from '../../storage/json-file';
import { keptStateFiles } from '../../storage/kept-state-files';
import { KeychainUnavailableError, type SecretStore } from '../../credentials/secret-store';
import type { Logger } from '../../logging/logger';
import type { PartnerConnection } from '../../wholesale/client';
import type { ConnectionMonitor } from '../connection-monitor';
import type { EventHub } from '../event-hub';
import { textIn, wording, type Text } from '../../../contract/words';
import type { EmbeddedSandboxAccount } from './embedded-sandbox';

export type ParsedProfileDraft = z.output<typeof profileDraftSchema>;

/**
 * What the order file and the Ticketing and booking services need to know of a profile. The partner
 * id is the account its orders are filed under (never sent to the renderer).
 */
export type ProfileDescription = Pick<Profile, 'id' | 'name' | 'environment' | 'partnerId' | 'apiBaseUrl' | 'builtIn' | 'orderDetailPath' | 'orderPricingBeforeTicketing' | 'bookingEnabled'>;


export const SANDBOX_PROFILE_ID = 'sandbox';

export interface ProfileServiceDependencies {
  file: string;
  secrets: SecretStore;
  /** The built-in profile's sandbox: its key held in memory, never in the keychain; started when needed. */
  sandbox: EmbeddedSandboxAccount;
  events: EventHub;
  connection: ConnectionMonitor;
  logger: Logger;
  newId?: () => string;
  /** Which keychain accounts this data folder stored keys under; `keychain-accounts.json` beside the profiles by default. */
  ledgerFile?: string;
}

/**
 * Connection profiles: the built-in sandbox plus the agent's own, one of them active. Partner
 * keys go to the keychain (account = profile id) and come back out only to sign requests.
 */
export class ProfileService {
  private readonly file: ProfileFile;
  private activeId: string;
  private own: Profile[];
  /** What this start found wrong with profiles.json (kept aside), if anything. */
  private readonly damage: DamagedStateFile | null;
  private readonly ledger: KeyLedger;

  constructor(private readonly deps: ProfileServiceDependencies) {
    this.file = new ProfileFile(deps.file, SANDBOX_PROFILE_ID);
    const stored = this.file.load();
    this.own = stored.profiles;
    this.activeId = this.find(stored.activeId) ? stored.activeId : SANDBOX_PROFILE_ID;
    this.damage = stored.damage;
    if (stored.damage) this.reportDamage(stored.damage);
    this.ledger = new KeyLedger(
      deps.ledgerFile ?? join(dirname(deps.file), 'keychain-accounts.json'),
      () => [...this.own.map((profile) => profile.id), ...this.keptFiles().flatMap((kept) => (kept.keptAs ? profileIdsIn(kept.keptAs) : []))],
      (error) => deps.logger.error('keychain-ledger.not-written', { error: describeError(error) }),
    );
    if (this.ledger.damage) deps.logger.warn('state-file.damaged', { file: 'keychain-accounts.json', keptAs: this.ledger.damage.keptAs, reason: this.ledger.damage.reason, detail: textIn('en', this.ledger.damage.detail) });
    deps.connection.reset(this.activeId);
  }

  /**
   * A damaged profiles.json is never dropped silently: it was kept aside (never overwritten), the
   * log says where and why, and Settings says so while the kept copy exists. What could be read of
   * it is written back at once, so a desk closed before its next save still finds those profiles.
   */
  private reportDamage(damage: DamagedStateFile): void {
    this.deps.logger.warn('state-file.damaged', { file: this.file.path, keptAs: damage.keptAs, reason: damage.reason, detail: textIn('en', damage.detail), profilesRead: this.own.length });
    // Never over a damaged file that could not be kept aside: the next save will, after a word in Settings.
    if (damage.reason !== 'partly-readable' || damage.keptAs === null) return;
    try {
      this.file.save({ activeId: this.activeId, profiles: this.own });
    } catch (error) {
      this.deps.logger.error('state-file.salvage-not-written', { file: this.file.path, error: describeError(error) });
    }
  }

  /** profiles.json copies kept aside because they were damaged: the one this start found, and any earlier ones still there. */
  keptFiles(): KeptStateFile[] {
    return keptStateFiles('profiles', this.file.path, this.damage);
  }

  get activeProfileId(): string {
    return this.activeId;
  }

  async list(): Promise<ProfileList> {
    let keychain: KeychainStatus = { available: true };
    const profiles: ProfileSummary[] = [];
    for (const profile of this.all()) {
      let hasKey = profile.builtIn;
      if (!profile.builtIn && keychain.available) {
        try {
          hasKey = (await this.deps.secrets.get(profile.id)) !== null;
        } catch (error) {
          keychain = keychainStatusOf(error);
        }
      }
      profiles.push(summarizeProfile(profile, hasKey, profile.id === this.activeId));
    }
    let unusedKeys: string[] = [];
    if (keychain.available) {
      try {
        unusedKeys = await this.unusedKeys();
      } catch (error) {
        keychain = keychainStatusOf(error);
      }
    }
    return { profiles, keychain, unusedKeys };
  }

  /**
   * Removes a keychain entry that no profile uses (Settings, after the agent confirms). Only what
   * `unusedKeys` lists can go: a key a profile uses is removed by deleting that profile.
   */
  async removeUnusedKey(account: string): Promise<SentResult<RemovedUnusedKey>> {
    const owner = this.own.find((profile) => profile.id === account);
    if (owner) {
      return validationFailure([{ field: 'account', rule: 'unused', message: wording('profiles.keyOfProfile', { account, profile: owner.name }) }]);
    }
    let unused: string[];
    try {
      unused = await this.unusedKeys();
      if (!unused.includes(account)) {
        return validationFailure([{ field: 'account', rule: 'listed', message: wording('profiles.keyNotListed', { account }) }]);
      }
      await this.deps.secrets.delete(account);
    } catch (error) {
      return fail(unavailable(error));
    }
    this.ledger.forget(account);
    this.deps.logger.info('profile.unused-key-removed', { account });
    return ok({ account, unusedKeys: unused.filter((other) => other !== account) });
  }

  /**
   * Keys this data folder stored that none of its profiles uses. Keys of other folders (another copy
   * of the desk on this computer shares the keychain) are never listed, so never removed from here.
   */
  private async unusedKeys(): Promise<string[]> {
    const accounts = await this.deps.secrets.accounts();
    return [...new Set(accounts)].filter((account) => this.ledger.has(account) && !this.own.some((profile) => profile.id === account)).sort();
  }

  /** The active profile; the built-in one's sandbox is started if it does not run yet (its address is part of the answer). */
  async active(): Promise<ProfileSummary> {
    const profile = this.find(this.activeId) ?? this.sandboxProfile();
    if (profile.builtIn) await this.tryStartEmbedded('active-profile');
    return this.summary(profile.builtIn ? this.sandboxProfile() : profile);
  }

  async save(draft: ParsedProfileDraft): Promise<SentResult<ProfileSummary>> {
    const existing = draft.id === undefined ? undefined : this.find(draft.id);
    if (draft.id !== undefined && !existing) return validationFailure([{ field: 'id', rule: 'exists', message: wording('profiles.notSaved', { id: draft.id }) }]);
    if (existing?.builtIn) return validationFailure([{ field: 'id', rule: 'editable', message: wording('profiles.builtInUnchangeable') }]);
    const duplicate = this.all().find((p) => p.name.toLowerCase() === draft.name.toLowerCase() && p.id !== existing?.id);
    if (duplicate) return validationFailure([{ field: 'name', rule: 'unique', message: wording('profiles.nameTaken', { name: draft.name }) }]);
    if (existing) {
      const issues = profileEditIssues({ ...existing, hasKey: await this.mayHaveKey(existing.id) }, draft);
      if (issues.length > 0) return validationFailure(issues);
    }

    const profile: Profile = {
      id: existing?.id ?? this.deps.newId?.() ?? `p-${randomBytes(5).toString('hex')}`,
      name: draft.name,
      environment: draft.environment,
      apiBaseUrl: stripTrailingSlash(draft.apiBaseUrl),
      refundBaseUrl: stripTrailingSlash(draft.refundBaseUrl),
      partnerId: draft.partnerId !== '' ? draft.partnerId : (existing?.partnerId ?? ''),
      orderDetailPath: draft.orderDetailPath,
      uploadAttachmentPath: draft.uploadAttachmentPath,
      orderPricingBeforeTicketing: draft.orderPricingBeforeTicketing,
      bookingEnabled: draft.environment !== 'sandbox' && draft.bookingEnabled,
      builtIn: false,
    };
    // The key first: if the keychain refuses it, nothing is saved and the form keeps what was typed.
    let previousKey: string | null = null;
    if (draft.partnerKey !== '') {
      // Noted before it is stored (a full disk stops both), so it is never a key of no known folder.
      this.ledger.add(profile.id);
      try {
        if (existing) previousKey = await this.deps.secrets.get(profile.id);
        await this.deps.secrets.set(profile.id, draft.partnerKey);
      } catch (error) {
        return fail(unavailable(error));
      }
    }
    const own = existing ? this.own.map((p) => (p.id === profile.id ? profile : p)) : [...this.own, profile];
    try {
      this.persist(own, this.activeId);
    } catch (error) {
      // The file could not be written (a full disk): the keychain goes back to what the file says,
      // so no key is left without its profile, and no profile with a key meant for other addresses.
      if (draft.partnerKey !== '') await this.restoreKey(profile.id, previousKey);
      throw error;
    }
    this.deps.logger.info('profile.saved', { profileId: profile.id, environment: profile.environment, keyReplaced: draft.partnerKey !== '' });
    const summary = await this.summary(profile);
    if (profile.id === this.activeId) this.announceActive(summary);
    return ok(summary);
  }

  async remove(id: string): Promise<SentResult<DeletedProfile>> {
    const profile = this.find(id);
    if (!profile) return validationFailure([{ field: 'id', rule: 'exists', message: wording('profiles.notSaved', { id }) }]);
    if (profile.builtIn) return validationFailure([{ field: 'id', rule: 'deletable', message: wording('profiles.builtInUndeletable') }]);
    const wasActive = this.activeId === id;
    // The file first: if it cannot be written, the profile and its key both stay.
    this.persist(
      this.own.filter((p) => p.id !== id),
      wasActive ? SANDBOX_PROFILE_ID : this.activeId,
    );
    try {
      await this.deps.secrets.delete(id);
      this.ledger.forget(id);
    } catch (error) {
      // The profile goes anyway; its key is listed under unused keys in Settings, to remove later.
      this.deps.logger.warn('profile.key-not-deleted', { profileId: id, error: error instanceof Error ? error.message : String(error) });
    }
    this.deps.logger.info('profile.deleted', { profileId: id });
    const active = await this.active();
    if (wasActive) this.announceActive(active);
    return ok({ deletedId: id, active });
  }

  async activate(id: string): Promise<SentResult<ProfileSummary>> {
    const profile = this.find(id);
    if (!profile) return validationFailure([{ field: 'id', rule: 'exists', message: wording('profiles.notSaved', { id }) }]);
    this.persist(this.own, id);
    this.deps.logger.info('profile.activated', { profileId: id });
    // Its sandbox starts now, before the switch is announced: the clock and the connection probe
    // that follow the announcement find it running (they would start it too, waiting for the same start).
    if (profile.builtIn) await this.tryStartEmbedded('profile-activated');
    const summary = await this.summary(profile.builtIn ? this.sandboxProfile() : profile);
    this.announceActive(summary);
    return ok(summary);
  }

  /** This desk's profile holding an account (environment + partner id): the profile of an order another desk of the agency filed. */
  profileOfAccount(environment: string, partnerId: string): { id: string; name: string } | null {
    const profile = this.own.find((each) => each.environment === environment && each.partnerId !== '' && accountPartnerId(each) === partnerId);
    return profile ? { id: profile.id, name: profile.name } : null;
  }

  /** What the order file needs to know of a profile: who it is and where OrderDetail lives. */
  describe(id: string = this.activeId): ProfileDescription | null {
    const profile = this.find(id);
    return profile
      ? {
          id: profile.id,
          name: profile.name,
          environment: profile.environment,
          partnerId: profile.partnerId,
          apiBaseUrl: profile.apiBaseUrl,
          builtIn: profile.builtIn,
          orderDetailPath: profile.orderDetailPath,
          orderPricingBeforeTicketing: profile.orderPricingBeforeTicketing,
          bookingEnabled: profile.environment === 'sandbox' || profile.bookingEnabled,
        }
      : null;
  }

  /**
   * What the Refunds screen may show of a profile (its review masks the partner id) and where its
   * refund and attachment-upload calls go. Never the key.
   */
  refundFacts(id: string): { name: string; maskedPartnerId: string; refundBaseUrl: string; uploadAttachmentPath: string } | null {
    const profile = this.find(id);
    return profile ? { name: profile.name, maskedPartnerId: maskPartnerId(profile.partnerId), refundBaseUrl: profile.refundBaseUrl, uploadAttachmentPath: profile.uploadAttachmentPath } : null;
  }

  /** Where and as whom to call for a profile (the active one by default), with its key. */
  async connectionFor(id: string = this.activeId): Promise<SentResult<PartnerConnection>> {
    const profile = this.find(id);
    if (!profile) return validationFailure([{ field: 'id', rule: 'exists', message: wording('profiles.notSaved', { id }) }]);
    if (profile.builtIn) {
      try {
        await this.deps.sandbox.start('call');
      } catch (error) {
        return fail(embeddedUnavailable(error));
      }
      return ok(connectionOf(this.sandboxProfile(), this.deps.sandbox.partnerKey));
    }
    // Saved before the loopback rule existed, or edited on disk: still never signed for elsewhere.
    const away = profile.environment === 'sandbox' ? [profile.apiBaseUrl, profile.refundBaseUrl].find((url) => !isLoopbackUrl(url)) : undefined;
    if (away !== undefined) {
      return fail({
        kind: 'unavailable',
        what: wording('profiles.what.profile'),
        message: wording('profiles.sandboxAway', { profile: profile.name, address: away }),
        fix: wording('profiles.sandboxAway.fix'),
      });
    }
    let key: string | null;
    try {
      key = await this.deps.secrets.get(profile.id);
    } catch (error) {
      return fail(unavailable(error));
    }
    if (key === null) {
      return fail({
        kind: 'unavailable',
        what: wording('profiles.what.partnerKey'),
        message: wording('profiles.noKey', { profile: profile.name }),
        fix: wording('profiles.noKey.fix'),
      });
    }
    return ok(connectionOf(profile, key));
  }

  /** Whether a key is stored; a keychain that cannot answer counts as "maybe", the safe side. */
  private async mayHaveKey(id: string): Promise<boolean> {
    try {
      return (await this.deps.secrets.get(id)) !== null;
    } catch {
      return true;
    }
  }

  private announceActive(summary: ProfileSummary): void {
    this.deps.connection.reset(summary.id);
    this.deps.events.emit('profiles.activeChanged', summary);
  }

  private async summary(profile: Profile): Promise<ProfileSummary> {
    let hasKey = profile.builtIn;
    if (!profile.builtIn) {
      try {
        hasKey = (await this.deps.secrets.get(profile.id)) !== null;
      } catch {
        hasKey = false;
      }
    }
    return summarizeProfile(profile, hasKey, profile.id === this.activeId);
  }

  private all(): Profile[] {
    return [this.sandboxProfile(), ...this.own];
  }

  /**
   * The built-in profile. Its addresses are the embedded sandbox's, known once it runs; before
   * that they are empty (nothing shows them: Settings does not list addresses, and every call
   * starts the sandbox first, in connectionFor).
   */
  private sandboxProfile(): Profile {
    const baseUrl = this.deps.sandbox.baseUrl() ?? '';
    return {
      id: SANDBOX_PROFILE_ID,
      name: 'Sandbox',
      environment: 'sandbox',
      apiBaseUrl: baseUrl,
      refundBaseUrl: baseUrl,
      partnerId: this.deps.sandbox.partnerId,
      orderDetailPath: DEFAULT_ORDER_DETAIL_PATH,
      uploadAttachmentPath: DEFAULT_UPLOAD_ATTACHMENT_PATH,
      orderPricingBeforeTicketing: defaultOrderPricing('sandbox'),
      bookingEnabled: true,
      builtIn: true,
    };
  }

  /** Starts the embedded sandbox; a failure is logged (by the sandbox) and told by the next call, which tries again. */
  private async tryStartEmbedded(reason: string): Promise<void> {
    try {
      await this.deps.sandbox.start(reason);
    } catch {
      // connectionFor says so to whoever calls, with the reason.
    }
  }

  private find(id: string): Profile | undefined {
    return this.all().find((p) => p.id === id);
  }

  /** Writes the file, then takes the new state: a write that fails (a full disk) changes nothing. */
  private persist(own: Profile[], activeId: string): void {
    this.file.save({ activeId, profiles: own });
    this.own = own;
    this.activeId = activeId;
  }

  private async restoreKey(id: string, previousKey: string | null): Promise<void> {
    try {
      if (previousKey === null) await this.deps.secrets.delete(id);
      else await this.deps.secrets.set(id, previousKey);
    } catch (error) {
      // Listed under unused keys (a new profile) or noticed on the next connection test.
      this.deps.logger.warn('profile.key-not-restored', { profileId: id, error: describeError(error) });
    }
  }
}

function connectionOf(profile: Profile, partnerKey: string): PartnerConnection {
  const connection: PartnerConnection = { profileId: profile.id, apiBaseUrl: profile.apiBaseUrl, refundBaseUrl: profile.refundBaseUrl, partnerId: profile.partnerId, partnerKey };
  // The built-in profile is the sandbox embedded in this process (a saved sandbox profile is not).
  return profile.builtIn ? { ...connection, inProcess: true } : connection;
}

function embeddedUnavailable(error: unknown): UnavailableError<Text> {
  const reason = error instanceof Error ? error.message : String(error);
  return {
    kind: 'unavailable',
    what: wording('profiles.what.embeddedSandbox'),
    message: wording('profiles.embeddedNotStarted', { reason }),
    fix: wording('profiles.embeddedNotStarted.fix'),
  };
}

function unavailable(error: unknown): UnavailableError<Text> {
  if (error instanceof KeychainUnavailableError) {
    return { kind: 'unavailable', what: wording('profiles.what.keychain'), message: wording('profiles.keyNotStoredOrReadBecause', { reason: error.reason }), fix: error.fix };
  }
  return {
    kind: 'unavailable',
    what: wording('profiles.what.keychain'),
    message: wording('profiles.keyNotStoredOrRead'),
    fix: wording('keychain.checkRunningAndUnlocked'),
  };
}

function keychainStatusOf(error: unknown): KeychainStatus {
  const described = unavailable(error);
  return { available: false, cause: described.message, fix: described.fix };
}

function describeError(error: unknown): { code?: string; message: string } {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return { ...(typeof code === 'string' ? { code } : {}), message: error instanceof Error ? error.message : String(error) };
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
