import { DESK_WORDS_EN, type DeskWords } from './en';

/** Every code of the desk's words: `refunds.draftCapReached`, `validation.required`… */
export type WordCode = keyof DeskWords & string;

/** A parameter of a wording: a value put into the sentence as it is, or another wording (worded in the same language first), or a list of these. */
export type WordParam = string | number | Wording | readonly (string | number | Wording)[];

/**
 * Words main means, sent as a code and its parameters, never as a sentence: the side that shows
 * them words them in its language (the renderer's bridge, src/bridge/worded-desk.ts), and main
 * words them itself only with an explicit language (`word(language, …)`). Plain data, so it
 * crosses IPC and the browser host as JSON.
 */
export interface Wording {
  readonly code: WordCode;
  readonly params?: Readonly<Record<string, WordParam>>;
}

/** What main may put where the agent reads text: its own words as a Wording, or text shown exactly as it came (the service's errorMsg, an excerpt). */
export type Text = string | Wording;

/** The parameters a code's entry takes, where a string may also be a wording. */
type LooseParams<P> = { [K in keyof P]: P[K] extends string ? P[K] | Wording : P[K] extends readonly string[] ? readonly (string | Wording)[] : P[K] };

/** `[]` for a sentence, `[params]` for an entry that takes some: the type checker asks for exactly these. */
export type ParamsArgument<C extends WordCode> = DeskWords[C] extends (params: infer P) => string ? [params: LooseParams<P>] : [];

/** A wording of `code`, its parameters checked against the English entry's. */
export function wording<C extends WordCode>(code: C, ...params: ParamsArgument<C>): Wording {
  const [given] = params as [Readonly<Record<string, WordParam>>?];
  return given === undefined ? { code } : { code, params: given };
}

/** Whether a value is a wording: exactly `{ code, params? }` with a code the catalogue has. */
export function isWording(value: unknown): value is Wording {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  if (!keys.every((key) => key === 'code' || key === 'params')) return false;
  const { code, params } = value as { code?: unknown; params?: unknown };
  return typeof code === 'string' && Object.hasOwn(DESK_WORDS_EN, code) && (params === undefined || (typeof params === 'object' && params !== null));
}
