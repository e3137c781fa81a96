/**
 * Team sync (issue 24) in Chromium, keyboard only: two browser-mode desks (two data folders, two
 * ports, two pages) of one agency, one scratch PostgreSQL as the agency server and ONE standalone
 * sandbox both desks rehearse against (its address is part of its orders' account, so they are the
 * agency's; docs/team-sync.md). Each desk adds a sandbox profile pointing at it, fills Settings →
 * Agency server and sees "In sync"; Agent Li books (Shopping → Pricing → booking) and pays
 * (Ticketing); Agent Wang finds the order by passenger name within a second of Li's payment answer
 * and sees in its agency block who paid it. Screenshots at 1366×768 and 1920×1080 in both languages.
 */
import { test, expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startDeskHost, type DeskHost } from '../support/desk-host-process';
import { startAgencyServer, type AgencyServerFixture } from '../support/postgres/agency-server-fixture';
import { activate, tabTo, typeInto } from './fixtures/keyboard';
import { entryDate, resultsShown } from './fixtures/shopping';
import { pricedForTestOrder, typeFirstPassenger } from './fixtures/test-order';

interface RunningDesk {
  host: DeskHost;
  stop: () => Promise<void>;
  page: Page;
}

const AGENTS = [
  { name: 'Agent Li', code: 'LI' },
  { name: 'Agent Wang', code: 'WANG' },
] as const;
const PROFILE = 'Team rehearsal';
/** A surname no seeded sandbox order has, so the search finds exactly the order booked here. */
const SURNAME = 'Teamsyncsson';
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

let server: AgencyServerFixture | undefined;
let sandbox: RunningSandbox | undefined;
const desks: RunningDesk[] = [];

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  // The agency server, the team's one sandbox and two desks start side by side.
  const [agency, standalone, ...hosts] = await Promise.all([startAgencyServer({ desks: 2 }), startSandbox({ seed: 11 }), startDeskHost(), startDeskHost()]);
  server = agency;
  sandbox = standalone;
  for (const { host, stop } of hosts) desks.push({ host, stop, page: await openDesk(browser, host) });
});

test.afterAll(async () => {
  // Whatever happened: every desk, the sandbox and PostgreSQL stop (each step even if one before failed).
  const steps: (() => Promise<unknown>)[] = [
    ...desks.map((desk) => () => desk.page.context().close()),
    ...desks.map((desk) => () => desk.stop()),
    async () => sandbox?.close(),
    async () => server?.stop(),
  ];
  const failures: unknown[] = [];
  for (const step of steps) await step().catch((error: unknown) => failures.push(error));
  if (failures.length > 0) throw failures[0];
});

async function openDesk(browser: Browser, host: DeskHost): Promise<Page> {
  const context = await browser.newContext({ viewport: SIZES[0], reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(await host.newLaunchUrl());
  await expect(page.getByTestId('status-bar')).toContainText('Browser mode');
  return page;
}

/** Settings → Add profile: a SANDBOX profile pointing at the team's standalone sandbox, then "Use profile". */
async function useTeamSandbox(page: Page, running: RunningSandbox): Promise<void> {
  await page.keyboard.press('Alt+8');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeFocused();
  await activate(page, page.getByTestId('profile-add'));
  const form = page.getByTestId('profile-form');
  await expect(form.getByLabel('Profile name')).toBeFocused();
  await page.keyboard.type(PROFILE);
  await tabTo(page, form.getByRole('radio', { name: 'TEST' }));
  await page.keyboard.press('ArrowLeft'); // TEST → SANDBOX
  await expect(form.getByRole('radio', { name: 'SANDBOX' })).toBeChecked();
  // The sandbox's address and credentials arrive as one keyboard insertion each (as a paste would).
  for (const [label, value] of [['API base URL', running.baseUrl], ['Refund base URL', running.baseUrl], ['Partner id', running.partnerId], ['Partner key', running.partnerKey]] as const) {
    await tabTo(page, form.getByLabel(label));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(value);
  }
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await activate(page, page.getByRole('button', { name: `Use profile ${PROFILE}` }), { backwards: true });
  await expect(page.getByTestId('active-profile')).toContainText(PROFILE);
}

/** Settings → Agency server: the agent, the server (TLS off: it is on this computer), the desk's login; saved with Enter. */
async function joinAgency(page: Page, agent: (typeof AGENTS)[number], login: AgencyServerFixture['desks'][number]): Promise<void> {
  const panel = page.getByTestId('agency-panel');
  await typeInto(page, panel.getByTestId('agency-agent-name'), agent.name);
  await typeInto(page, panel.getByTestId('agency-agent-code'), agent.code);
  await tabTo(page, panel.getByTestId('agency-use-server'));
  await page.keyboard.press('Space');
  // What IT handed out arrives as one keyboard insertion each (as a paste would), not key by key.
  for (const [field, value] of [['agency-host', login.settings.host], ['agency-port', String(login.settings.port)], ['agency-database', login.settings.database], ['agency-user', login.settings.user], ['agency-password', login.password]] as const) {
    await tabTo(page, panel.getByTestId(field));
    await page.keyboard.press('ControlOrMeta+a'); // over what is there (the port's 5432)
    await page.keyboard.insertText(value);
  }
  await tabTo(page, panel.getByTestId('agency-tls-verify'));
  await page.keyboard.press('ArrowDown'); // verify-full → off
  await expect(panel.getByTestId('agency-tls-off')).toBeChecked();
  // TLS and its first choice line up with the labels above (the fieldset's default margins indented them).
  const left = (target: ReturnType<Page['locator']>) => target.evaluate((element) => Math.round(element.getBoundingClientRect().left));
  const labelsAt = await left(panel.locator('label[for="agency-agent-name"]'));
  expect([await left(panel.locator('legend')), await left(panel.getByTestId('agency-tls-verify'))]).toEqual([labelsAt, labelsAt]);
  await activate(page, panel.getByTestId('agency-save'));
  await expect(panel.getByTestId('agency-said')).toHaveText('Agency settings saved.');
  await expect(page.getByTestId('agency-status')).toHaveText('In sync', { timeout: 10_000 });
}

/** Shopping's entry line → results → P prices the first offer → the booking form typed → booked; its number. */
async function book(page: Page): Promise<string> {
  await page.keyboard.press('Alt+1');
  await expect(page.getByTestId('entry-line')).toBeFocused();
  await page.keyboard.type(`PEKSHA${entryDate(21)}`);
  await page.keyboard.press('Enter');
  await resultsShown(page);
  await page.keyboard.press('p');
  await pricedForTestOrder(page);
  const form = page.getByTestId('test-order');
  await typeFirstPassenger(page, form, { last: SURNAME, first: 'Wei', birthday: '1985-05-05' });
  await activate(page, form.getByTestId('create-test-order'));
  const created = page.getByTestId('test-order-created');
  await expect(created).toContainText(/Test order \d{18} created/, { timeout: 15_000 });
  return /(\d{18})/.exec(await created.innerText())?.[1] ?? '';
}

/** Ticketing: the number line opens the pre-flight; Alt+P, then Ctrl+Enter pays. Resolves at the payment's answer. */
async function pay(page: Page, orderNum: string): Promise<void> {
  await page.keyboard.press('Alt+3');
  const line = page.getByTestId('order-number').locator('input');
  await expect(line).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(orderNum);
  await page.keyboard.press('Enter');
  const flight = page.getByTestId('pre-flight');
  await expect(flight.getByTestId('pre-flight-order')).toHaveText(orderNum, { timeout: 15_000 });
  await expect(flight.getByTestId('pre-flight-status')).toHaveText('To be paid');
  await page.keyboard.press('Alt+P');
  await expect(page.getByTestId('payment-confirm')).toBeVisible();
  await page.keyboard.press('Control+Enter');
  await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'paid', { timeout: 15_000 });
}

/** Screenshots of what is on screen at both sizes (the page itself never scrolls); kept beside the test's results. */
async function shots(page: Page, testInfo: TestInfo, name: string, target?: () => Promise<void>): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await target?.();
    const overflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(overflow, 'the page itself never scrolls').toBeLessThanOrEqual(0);
    const path = testInfo.outputPath(`${name}-${size.width}x${size.height}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`${name}-${size.width}x${size.height}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize(SIZES[0]);
}

// eslint-disable-next-line no-empty-pattern -- Playwright takes a test's fixtures as a pattern; this one uses none (the desks are the file's)
test('two desks of one agency: Li books and pays, Wang finds the order by passenger name within a second and sees who paid it', async ({}, testInfo) => {
  const [li, wang] = desks as [RunningDesk, RunningDesk];
  const agency = server as AgencyServerFixture;
  const team = sandbox as RunningSandbox;

  // Both desks join the agency at once: each on its own page, from its own keyboard.
  await Promise.all(
    [li, wang].map(async (desk, index) => {
      await useTeamSandbox(desk.page, team);
      await joinAgency(desk.page, AGENTS[index]!, agency.desks[index]!);
    }),
  );
  await shots(wang.page, testInfo, 'settings-agency-server', () => wang.page.getByTestId('agency-panel').scrollIntoViewIfNeeded());

  // Wang, in Orders, types the passenger's name the customer gave; Li books: the row comes to Wang live.
  const page = wang.page;
  await page.keyboard.press('Alt+7');
  await expect(page.getByTestId('orders-search')).toBeFocused();
  await page.keyboard.type(SURNAME.toLowerCase());
  const orderNum = await book(li.page);
  expect(orderNum).toMatch(/^\d{18}$/);
  const row = page.getByTestId('orders-row').filter({ hasText: orderNum });
  await expect(row).toContainText('To be paid', { timeout: 5_000 });
  await expect(row).toContainText(`${SURNAME.toUpperCase()}/WEI`);

  // Li pays; from Li's payment answer, Wang's row shows the paid order within a second.
  await pay(li.page, orderNum);
  const answered = Date.now();
  await expect(row).toContainText('Paid, to be issued', { timeout: 1_000 });
  const elapsed = Date.now() - answered;
  testInfo.annotations.push({ type: 'Wang’s row paid, ms after Li’s payment answer', description: String(elapsed) });
  expect(elapsed, 'from Li’s payment answer to Wang’s row showing it paid').toBeLessThan(1_000);

  // Enter to the results, Enter opens the order: the agency block says who paid it.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('orders-list')).toBeFocused();
  await page.keyboard.press('Enter');
  const detail = page.getByTestId('order-detail');
  await expect(detail).toBeFocused();
  const block = detail.getByTestId('agency-order');
  await expect(block).toContainText('Brought in by Agent Li (LI)');
  await expect(block).toContainText('Paid by Agent Li (LI)');
  await expect(page.getByTestId('agency-status')).toHaveText('In sync');
  // The block's heading looks like the pane's other section headings (seen in the screenshots: it was larger).
  const looks = (heading: string) => detail.locator('h3', { hasText: heading }).first().evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.fontSize} ${style.textTransform}`;
  });
  expect(await looks('Agency')).toBe(await looks('Status timeline'));

  await shots(page, testInfo, 'orders-agency-block-en', () => block.scrollIntoViewIfNeeded());
  await shots(page, testInfo, 'header-status-en');

  // The same in Chinese (Alt+Z), and back.
  await page.keyboard.press('Alt+z');
  await expect(page.getByTestId('agency-status')).toHaveText('已同步');
  await shots(page, testInfo, 'orders-agency-block-zh', () => block.scrollIntoViewIfNeeded());
  await page.keyboard.press('Alt+8');
  await shots(page, testInfo, 'settings-agency-server-zh', () => page.getByTestId('agency-panel').scrollIntoViewIfNeeded());
  await page.keyboard.press('Alt+z');
  await expect(page.getByTestId('agency-status')).toHaveText('In sync');
});
