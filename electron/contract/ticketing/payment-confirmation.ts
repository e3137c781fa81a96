/**
 * How deliberate the "pay" confirmation must be. Everywhere: the amount and the order number are
 * shown again and a deliberate key (Ctrl+Enter) confirms, never a lone Enter. On a production
 * profile, where the money is real, the agent also types the last four digits of the order
 * number: reading them off the screen is what makes the agent look at WHICH order is paid.
 */
import type { Environment } from '../domains/profiles';

export type ConfirmationRule = 'deliberate-key' | 'last-four-digits';

export function confirmationRule(environment: Environment): ConfirmationRule {
  return environment === 'production' ? 'last-four-digits' : 'deliberate-key';
}

export function lastFourDigits(orderNum: string): string {
  return orderNum.slice(-4);
}

/** Whether what the agent typed confirms this order (spaces around are forgiven, nothing else). */
export function confirmsOrder(orderNum: string, typed: string | undefined): boolean {
  return typed !== undefined && typed.trim() === lastFourDigits(orderNum);
}
