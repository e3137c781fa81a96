/**
 * A key chord as the keymap writes it ("Alt+Shift+J", "Ctrl+O", "Esc", "?"), and whether a keydown
 * is that chord. The written form is also what the sheet and the header hints show, and what
 * aria-keyshortcuts is given, so the three can never disagree.
 */
export interface Chord {
  readonly text: string;
  readonly alt: boolean;
  readonly ctrl: boolean;
  readonly meta: boolean;
  /** true: Shift must be held; false: must not be; 'any': the handler never looked at it. */
  readonly shift: boolean | 'any';
  /** Letters, digits and F-keys by physical key (`code`): on macOS Option+letter types a symbol, not the letter. */
  readonly code: string | null;
  /** Other keys by what they type (`key`): "?" is Shift+/ on one layout and a key of its own on another. */
  readonly key: string | null;
  /** Also the key that types this letter ("r"), wherever it sits: Alt+R for recent searches always allowed that. */
  readonly orLetter: string | null;
}

export interface ChordOptions {
  /** Shift must not be held (the written chord has none): Alt+J exports JSON, Alt+Shift+J CSV. */
  readonly noShift?: boolean;
  readonly orLetter?: boolean;
}

const KEY_NAMES: Readonly<Record<string, string>> = { Esc: 'Escape', Enter: 'Enter' };

export function chord(text: string, options: ChordOptions = {}): Chord {
  const parts = text.split('+');
  const last = parts.pop();
  if (!last) throw new Error(`A chord needs a key: "${text}"`);
  const mods = new Set(parts);
  for (const mod of mods) if (!['Alt', 'Ctrl', 'Shift', 'Meta'].includes(mod)) throw new Error(`Unknown modifier "${mod}" in "${text}"`);
  let code: string | null = null;
  let key: string | null = null;
  if (/^[A-Z]$/.test(last)) code = `Key${last}`;
  else if (/^[0-9]$/.test(last)) code = `Digit${last}`;
  else if (/^F[0-9]{1,2}$/.test(last)) code = last;
  else key = KEY_NAMES[last] ?? last;
  // A key named by what it types ("?") already says whether Shift was held to type it.
  const shift = mods.has('Shift') ? true : options.noShift ? false : 'any';
  return {
    text,
    alt: mods.has('Alt'),
    ctrl: mods.has('Ctrl'),
    meta: mods.has('Meta'),
    shift,
    code,
    key,
    orLetter: options.orLetter && code?.startsWith('Key') ? code.slice(3).toLowerCase() : null,
  };
}

export function matches(c: Chord, event: Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): boolean {
  if (event.altKey !== c.alt || event.ctrlKey !== c.ctrl || event.metaKey !== c.meta) return false;
  if (c.shift !== 'any' && event.shiftKey !== c.shift) return false;
  if (c.code !== null) return event.code === c.code || (c.orLetter !== null && event.key.toLowerCase() === c.orLetter);
  return event.key === c.key;
}

/** Whether one keydown could be both chords (the keymap's test uses it to find clashes). */
export function overlap(a: Chord, b: Chord): boolean {
  if (a.alt !== b.alt || a.ctrl !== b.ctrl || a.meta !== b.meta) return false;
  if (a.shift !== 'any' && b.shift !== 'any' && a.shift !== b.shift) return false;
  if (a.code !== null && a.code === b.code) return true;
  if (a.key !== null && a.key === b.key) return true;
  const letterOf = (c: Chord) => (c.code?.startsWith('Key') ? c.code.slice(3).toLowerCase() : null);
  return (a.orLetter !== null && a.orLetter === letterOf(b)) || (b.orLetter !== null && b.orLetter === letterOf(a));
}

/** A chord as aria-keyshortcuts spells it ("Control+Enter", "Escape"): the same key, ARIA's names. */
export function ariaKeys(text: string): string {
  return text
    .split('+')
    .map((part) => ({ Ctrl: 'Control', Esc: 'Escape' })[part] ?? part)
    .join('+');
}
