import { DEMO_PARTNER_ID, DEMO_PARTNER_KEY } from '../../electron/sandbox';
import { freePort } from '../support/free-port';
import { expect, test } from './fixtures/desk-host';
import { activate, tabTo, typeInto } from './fixtures/keyboard';
import type { Page } from '@playwright/test';

interface ProfileInput {
  name: string;
  apiBaseUrl: string;
  partnerId: string;
  partnerKey: string;
}

/** Fills the profile form from the keyboard; the environment stays SANDBOX (plain http to loopback). */
async function addProfile(page: Page, profile: ProfileInput): Promise<void> {
  await activate(page, page.getByTestId('profile-add'));
  const form = page.getByTestId('profile-form');
  await expect(form.getByLabel('Profile name')).toBeFocused();
  await page.keyboard.type(profile.name);
  await tabTo(page, form.getByRole('radio', { name: 'TEST' }));
  await page.keyboard.press('ArrowLeft'); // TEST → SANDBOX
  await expect(form.getByRole('radio', { name: 'SANDBOX' })).toBeChecked();
  await typeInto(page, form.getByLabel('API base URL'), profile.apiBaseUrl);
  await typeInto(page, form.getByLabel('Refund base URL'), profile.apiBaseUrl);
  // Long credentials arrive as one keyboard insertion (as a paste would), not 30 keystrokes each.
  await tabTo(page, form.getByLabel('Partner id'));
  await page.keyboard.insertText(profile.partnerId);
  await tabTo(page, form.getByLabel('Partner key'));
  await page.keyboard.insertText(profile.partnerKey);
  await page.keyboard.press('Enter'); // submits the form
  await expect(form).toBeHidden();
  await expect(page.getByTestId(`profile-row-${profile.name}`)).toBeVisible();
}

async function testProfile(page: Page, name: string): Promise<string> {
  const row = page.getByTestId(`profile-row-${name}`);
  // Focus is on "Add profile", below the table: the row's button is a few Shift+Tabs up.
  await activate(page, row.getByRole('button', { name: `Test connection of profile ${name}` }), { backwards: true });
  const outcome = row.getByTestId('connection-test').locator('[data-outcome]');
  await expect(outcome).toBeVisible({ timeout: 15_000 });
  return (await outcome.getAttribute('data-outcome')) ?? '';
}

test.describe('Settings: connection profiles, keyboard only', () => {
  test('add, test (success, B002, B003, unreachable), switch and delete profiles', async ({ desk, deskHost }, testInfo) => {
    test.setTimeout(90_000); // four profiles typed key by key
    await desk.keyboard.press('Alt+8');
    await expect(desk.getByRole('heading', { level: 1, name: 'Settings' })).toBeFocused();

    await addProfile(desk, { name: 'Rehearsal', apiBaseUrl: deskHost.sandboxUrl, partnerId: DEMO_PARTNER_ID, partnerKey: DEMO_PARTNER_KEY });
    expect(await testProfile(desk, 'Rehearsal')).toBe('connected');

    await addProfile(desk, { name: 'Wrong id', apiBaseUrl: deskHost.sandboxUrl, partnerId: 'NoSuchPartner==', partnerKey: DEMO_PARTNER_KEY });
    expect(await testProfile(desk, 'Wrong id')).toBe('wrong-partner-id');
    await expect(desk.getByTestId('profile-row-Wrong id')).toContainText('B002');

    await addProfile(desk, { name: 'Wrong key', apiBaseUrl: deskHost.sandboxUrl, partnerId: DEMO_PARTNER_ID, partnerKey: 'not-the-key' });
    expect(await testProfile(desk, 'Wrong key')).toBe('wrong-key');
    await expect(desk.getByTestId('profile-row-Wrong key')).toContainText('B003');

    await addProfile(desk, { name: 'Nowhere', apiBaseUrl: `http://127.0.0.1:${await freePort()}`, partnerId: DEMO_PARTNER_ID, partnerKey: DEMO_PARTNER_KEY });
    expect(await testProfile(desk, 'Nowhere')).toBe('unreachable');
    await desk.screenshot({ path: testInfo.outputPath('settings-profiles.png'), fullPage: true });

    // Switch: the header follows at once.
    await activate(desk, desk.getByRole('button', { name: 'Use profile Rehearsal' }), { backwards: true });
    await expect(desk.getByTestId('active-profile')).toContainText('Rehearsal');
    await expect(desk.getByTestId('profile-row-Rehearsal')).toContainText('active');

    // Delete the active profile from the keyboard: the desk falls back to the sandbox.
    await activate(desk, desk.getByRole('button', { name: 'Delete profile Rehearsal' }));
    const dialog = desk.getByRole('dialog');
    await expect(dialog).toContainText('Delete profile "Rehearsal"?');
    await activate(desk, dialog.getByRole('button', { name: 'Delete' }));
    await expect(desk.getByTestId('profile-row-Rehearsal')).toBeHidden();
    await expect(desk.getByTestId('active-profile')).toContainText('Sandbox');
  });

  test('bad input gets a message naming the field and the rule, and loses nothing typed', async ({ desk }) => {
    await desk.keyboard.press('Alt+8');
    await activate(desk, desk.getByTestId('profile-add'));
    const form = desk.getByTestId('profile-form');
    await desk.keyboard.type('Live desk');
    // Leave TEST selected: http is refused outside the sandbox.
    await typeInto(desk, form.getByLabel('API base URL'), 'http://api.partner.example');
    await typeInto(desk, form.getByLabel('Refund base URL'), 'not a url');
    await desk.keyboard.press('Enter');
    await expect(form).toContainText('API base URL must use https:// in the test environment');
    await expect(form).toContainText('Refund base URL must be a web address');
    await expect(form).toContainText('Partner id is required');
    await expect(form.getByLabel('API base URL')).toHaveValue('http://api.partner.example');
    await expect(form.getByLabel('Profile name')).toHaveValue('Live desk');
    await expect(form.getByLabel('API base URL')).toBeFocused();
    await desk.keyboard.press('Escape');
    await expect(form).toBeHidden();
  });
});

test.describe('Settings: a stored key goes only where it was entered for (review finding 1)', () => {
  test('the form explains each credential rule when the agent tries, naming the field, and loses nothing typed', async ({ desk, deskHost }) => {
    test.setTimeout(60_000);
    await desk.keyboard.press('Alt+8');
    await addProfile(desk, { name: 'Kept home', apiBaseUrl: deskHost.sandboxUrl, partnerId: DEMO_PARTNER_ID, partnerKey: DEMO_PARTNER_KEY });

    await activate(desk, desk.getByRole('button', { name: 'Edit profile Kept home' }), { backwards: true });
    const form = desk.getByTestId('profile-form');
    await typeInto(desk, form.getByLabel('API base URL'), 'http://127.0.0.2:9');
    await tabTo(desk, form.getByLabel('Partner key'));
    await desk.keyboard.press('Enter');
    await expect(form).toContainText('Partner key is required again because the API base URL changed');
    await expect(form.getByLabel('API base URL')).toHaveValue('http://127.0.0.2:9');

    await tabTo(desk, form.getByRole('radio', { name: 'SANDBOX' }), { backwards: true });
    await desk.keyboard.press('ArrowRight'); // SANDBOX → TEST
    await tabTo(desk, form.getByLabel('Partner key'));
    await desk.keyboard.press('Enter');
    await expect(form).toContainText('Environment cannot change once a profile is saved (it is SANDBOX)');
    await expect(form.getByLabel('API base URL')).toHaveValue('http://127.0.0.2:9');
    await expect(form.getByLabel('Profile name')).toHaveValue('Kept home');
    await desk.keyboard.press('Escape');

    // A new sandbox profile may point only at this computer.
    await activate(desk, desk.getByTestId('profile-add'));
    await desk.keyboard.type('Sandbox elsewhere');
    await tabTo(desk, form.getByRole('radio', { name: 'TEST' }));
    await desk.keyboard.press('ArrowLeft'); // TEST → SANDBOX
    await typeInto(desk, form.getByLabel('API base URL'), 'http://sandbox.example:8787');
    await typeInto(desk, form.getByLabel('Refund base URL'), deskHost.sandboxUrl);
    await desk.keyboard.press('Enter');
    await expect(form).toContainText('API base URL must point at this computer (127.0.0.1, localhost or [::1]) in the sandbox environment');
    await expect(form.getByLabel('API base URL')).toHaveValue('http://sandbox.example:8787');
  });
});

test.describe('Settings: the embedded sandbox', () => {
  test('reset from the keyboard puts the sandbox back to its seeded state', async ({ desk, deskHost, request }) => {
    await request.post(`${deskHost.sandboxUrl}/sandbox/clock`, { data: { minutes: 90 } });
    expect((await (await request.get(`${deskHost.sandboxUrl}/sandbox/clock`)).json()).offsetMinutes).toBe(90);
    await desk.keyboard.press('Alt+8');
    await activate(desk, desk.getByTestId('sandbox-reset'));
    const dialog = desk.getByRole('dialog');
    await expect(dialog).toContainText('Reset the embedded sandbox?');
    await activate(desk, dialog.getByRole('button', { name: 'Reset' }));
    await expect(desk.getByText('The sandbox is back to its seeded state.')).toBeVisible();
    expect((await (await request.get(`${deskHost.sandboxUrl}/sandbox/clock`)).json()).offsetMinutes).toBe(0);
  });
});
