/**
 * The one window dispatcher (src/keymap/dispatcher.ts), on the real keymap: a binding runs only on
 * its screen, only while its `when` holds; a reserved key is swallowed while off; a key that types
 * a character ("/") is left to the field the agent types in; a key a focused element already
 * handled reaches only the bindings that always ran regardless.
 */
/* eslint-disable vue/one-component-per-file -- two small screens stand in for Orders and Ticketing */
import { enableAutoUnmount, mount } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import type { ScreenContexts } from '@/keymap/binding';
import { expectScreen, useScreenKeys } from '@/keymap/dispatcher';
import { ORDERS_KEYS, TICKETING_KEYS } from '@/keymap/keymap';

function press(target: EventTarget, init: KeyboardEventInit & { key: string; code?: string }, handledFirst = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  if (handledFirst) target.addEventListener('keydown', (e) => e.preventDefault(), { once: true });
  target.dispatchEvent(event);
  return event;
}

const ran: string[] = [];
const record = <C extends string>(commands: readonly C[]) => Object.fromEntries(commands.map((c) => [c, () => ran.push(c)])) as Record<C, () => number>;

function mountOrders(state: Partial<ScreenContexts['orders']>) {
  const full: ScreenContexts['orders'] = { canTicket: false, canCancel: false, canForceIssue: false, canRefund: false, canCheck: false, manualOpen: false, canDocuments: false, documentsOpen: false, ...state };
  const Screen = defineComponent({
    setup() {
      useScreenKeys(ORDERS_KEYS, () => full, record(['search', 'refresh', 'ticket', 'cancelOrder', 'forceIssue', 'refund', 'checkReimbursement', 'manual', 'backup', 'exportJson', 'exportCsv', 'documents', 'saveDocument', 'printDocument', 'sellingPrice']));
      return () => h('input', { 'data-testid': 'field' });
    },
  });
  return mount(Screen, { attachTo: document.body });
}

// Every screen a test mounts is gone before the next: a registration left behind would answer its keys.
enableAutoUnmount(afterEach);

afterEach(() => {
  ran.length = 0;
  document.body.innerHTML = '';
});

describe('the keymap dispatcher', () => {
  it('runs a binding whose when holds, and passes the key on when it does not', () => {
    const wrapper = mountOrders({ canRefund: true });
    const refund = press(document.body, { key: 'r', code: 'KeyR', altKey: true });
    expect(ran).toEqual(['refund']);
    expect(refund.defaultPrevented).toBe(true);
    const ticket = press(document.body, { key: 'y', code: 'KeyY', altKey: true });
    expect(ran).toEqual(['refund']);
    expect(ticket.defaultPrevented).toBe(false);
    wrapper.unmount();
    press(document.body, { key: 'r', code: 'KeyR', altKey: true });
    expect(ran).toEqual(['refund']);
  });

  it('tells Alt+J from Alt+Shift+J, and leaves "/" to the field being typed in', () => {
    const wrapper = mountOrders({});
    press(document.body, { key: 'j', code: 'KeyJ', altKey: true });
    press(document.body, { key: 'J', code: 'KeyJ', altKey: true, shiftKey: true });
    const field = wrapper.get('[data-testid="field"]').element;
    const typed = press(field, { key: '/', code: 'Slash' });
    expect(typed.defaultPrevented).toBe(false);
    press(document.body, { key: '/', code: 'Slash' });
    expect(ran).toEqual(['exportJson', 'exportCsv', 'search']);
  });

  it('leaves a key a focused element handled, unless the binding always ran regardless', () => {
    mountOrders({ canRefund: true });
    press(document.body, { key: 'r', code: 'KeyR', altKey: true }, true);
    expect(ran).toEqual([]);
    const Ticketing = defineComponent({
      setup() {
        useScreenKeys(TICKETING_KEYS, () => ({ working: false, preFlightOpen: false, canPay: false, canCheck: false, canIssue: false }), record(['openNumber', 'pay', 'check', 'forceIssue', 'cancelWork', 'closePreFlight']));
        return () => h('div');
      },
    });
    mount(Ticketing, { attachTo: document.body });
    press(document.body, { key: 'n', code: 'KeyN', altKey: true }, true);
    expect(ran).toEqual(['openNumber']);
    // Alt+P is Ticketing's even while there is nothing to pay: swallowed, nothing run.
    const pay = press(document.body, { key: 'p', code: 'KeyP', altKey: true });
    expect(pay.defaultPrevented).toBe(true);
    expect(ran).toEqual(['openNumber']);
  });
});

describe('keys typed ahead of a screen that is still loading', () => {
  function mountTicketing() {
    const Screen = defineComponent({
      setup() {
        useScreenKeys(TICKETING_KEYS, () => ({ working: false, preFlightOpen: false, canPay: false, canCheck: false, canIssue: false }), record(['openNumber', 'pay', 'check', 'forceIssue', 'cancelWork', 'closePreFlight']));
        return () => h('div');
      },
    });
    return mount(Screen, { attachTo: document.body });
  }

  it('are held for the screen asked for and given to it once it mounts, once', () => {
    const orders = mountOrders({});
    expectScreen(TICKETING_KEYS);
    // Alt+N belongs to Ticketing (back to the order number): pressed before Ticketing mounted.
    const early = press(document.body, { key: 'n', code: 'KeyN', altKey: true });
    expect(early.defaultPrevented).toBe(true);
    expect(ran).toEqual([]);
    const ticketing = mountTicketing();
    expect(ran).toEqual(['openNumber']);
    ran.length = 0;
    ticketing.unmount();
    mountTicketing().unmount();
    expect(ran).toEqual([]);
    orders.unmount();
  });

  it('are not held for a screen already there, nor past a few seconds', () => {
    const ticketing = mountTicketing();
    expectScreen(TICKETING_KEYS);
    press(document.body, { key: 'n', code: 'KeyN', altKey: true });
    expect(ran).toEqual(['openNumber']);
    ticketing.unmount();
    ran.length = 0;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expectScreen(TICKETING_KEYS);
      vi.setSystemTime(Date.now() + 10_000);
      const late = press(document.body, { key: 'n', code: 'KeyN', altKey: true });
      expect(late.defaultPrevented).toBe(false);
      mountTicketing().unmount();
      expect(ran).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
