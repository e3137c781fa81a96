import { DEMO_PARTNER_ID, DEMO_PARTNER_KEY } from '../../electron/sandbox';
import { expect, test } from './fixtures/desk-host';
import { activate, tabTo, typeInto } from './fixtures/keyboard';
import type { Page } from '@playwright/test';
import { createServer } from 'node:net';

/** A loopback port nothing listens on: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

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
  await typeInto(page, form.getByLabel('Partner id'), profile.partnerId);
  await typeInto(page, form.getByLabel('Partner key'), profile.partnerKey);
  await page.keyboard.press('Enter'); // submits the form
  await expect(form).toBeHidden();
  await expect(page.getByTestId(`profile-row-${profile.name}`)).toBeVisible();
}

async function testProfile(page: Page, name: string): Promise<string> {
  const row = page.getByTestId(`profile-row-${name}`);
  await activate(page, row.getByRole('button', { name: `Test connection of profile ${name}` }));
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

    await addProfile(desk, { name: 'Nowhere', apiBaseUrl: `http://127.0.0.1:${await closedPort()}`, partnerId: DEMO_PARTNER_ID, partnerKey: DEMO_PARTNER_KEY });
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
