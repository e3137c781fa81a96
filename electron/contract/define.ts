import type { z } from 'zod';

/**
 * One desk operation: the schema its input must satisfy (checked in main, at the boundary) and,
 * as a type only, what it resolves to. The result type has no runtime presence: results are
 * built by main and trusted by the renderer.
 */
export interface DeskOperationSpec<Input extends z.ZodType, Result> {
  readonly input: Input;
  /** Phantom field carrying the result type; always undefined at runtime. */
  readonly result?: Result;
}

export function defineOperation<Result>() {
  return <Input extends z.ZodType>(input: Input): DeskOperationSpec<Input, Result> => ({ input });
}
