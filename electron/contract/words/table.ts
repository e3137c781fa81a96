/**
 * What an entry of the desk's words is: a sentence, or a function of typed parameters that words
 * one (numbers, codes and the service's own text are put in; the sentence around them differs per
 * language). Entries are plain: no state, no language of the moment.
 */
type WordEntry = string | ((params: never) => string);

export type WordTable = Readonly<Record<string, WordEntry>>;

/**
 * The shape another language must have, read from the English table: the same keys, a string for
 * a string, the same function type (the same parameters) for a function. Annotating the Chinese
 * table with it makes a missing key, an extra key or a changed parameter a compile error.
 */
export type ShapeOf<T extends WordTable> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };
