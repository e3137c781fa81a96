import { textIn, type Text } from '../../../contract/words';

/** A value in the service's answer the desk cannot use, with where it is (`solutions.3.adtFare`). */
export class AnswerShapeError extends Error {
  constructor(
    readonly path: string,
    readonly problem: Text,
  ) {
    super(`data.${path} ${textIn('en', problem)}`);
    this.name = 'AnswerShapeError';
  }
}
