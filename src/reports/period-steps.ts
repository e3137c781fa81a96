/**
 * Moving through the Reports choices by keyboard: Alt+P / Alt+Shift+P walk the periods, Alt+V the
 * environments, each wrapping round at the end (the order the choices are shown in).
 */

/** The next (step 1) or previous (step -1) entry of `list` after `current`, wrapping round. */
export function stepThrough<T>(list: readonly T[], current: T, step: 1 | -1): T {
  const at = list.indexOf(current);
  const next = at < 0 ? 0 : (at + step + list.length) % list.length;
  return list[next] as T;
}
