/** A value in the service's answer the desk cannot use, with where it is (`solutions.3.adtFare`). */
export class AnswerShapeError extends Error {
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(`data.${path} ${problem}`);
    this.name = 'AnswerShapeError';
  }
}
