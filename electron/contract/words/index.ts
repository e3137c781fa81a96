/**
 * The desk's one catalogue of words (docs/i18n.md, "One catalogue of words" in
 * docs/architecture.md): main sends `Wording`s, the renderer words them in its language at one
 * place (src/bridge/worded-desk.ts), main words for itself with an explicit language.
 */
export { wordsIn } from './catalogue';
export { word, textIn, wordAll, type Worded } from './word';
export { wording, type Wording, type WordCode, type Text } from './wording';
