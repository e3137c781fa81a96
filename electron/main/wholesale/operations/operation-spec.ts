import type { z } from 'zod';
import type { CatalogueEntry } from '../errors/catalogue';
import type { WholesaleOperation } from '../errors/operations';
import { ruleText } from '../../../contract/coded-rule';
import { wording, type Text } from '../../../contract/words';

/** A `data` object read into what the desk uses, or where and why it is unusable. */
export type DataReading<Result> = { ok: true; value: Result } | { ok: false; field: string; problem: Text };

/**
 * Everything the client needs to know about one operation of the buyer API. Each file in this
 * folder exports one of these; `client.ts` does the rest (signing, transport, envelope, retries).
 */
export interface OperationSpec<Request, Result> {
  name: WholesaleOperation;
  /** Path under the profile's base URL. */
  path: string;
  /** RefundRequest goes to the separate refund host; everything else to the API host. */
  host: 'api' | 'refund';
  /**
   * `read`: asks, changes nothing, so repeating it is always safe (automatic retries allowed).
   * `write`: pays, issues or refunds; never repeated automatically (see retry-policy.ts).
   */
  effect: 'read' | 'write';
  acceptGzip: boolean;
  defaultTimeoutMs: number;
  /** JSON body, or RefundRequest's form with the JSON Base64-encoded inside. */
  encoding: 'json' | 'refund-form';
  /** The operation object(s) of the body, without `authentication` (added in one place). */
  buildPayload(request: Request): Record<string, unknown>;
  /** What diagnostics logging writes instead of the payload (an upload's Base64 content is described, not logged). */
  describeForLog?(payload: Record<string, unknown>): unknown;
  /** Reads `data` on success; null for operations whose success carries no data. */
  readData: ((data: unknown, request: Request) => DataReading<Result>) | null;
  /** The codes it can return: part 7 of the spec (plus the desk's marked assumptions), with messages. */
  errors: readonly CatalogueEntry[];
}

/** The usual reader: a zod schema of the operation's `data` (wire/*.ts). */
export function readWithSchema<Result>(schema: z.ZodType<Result>): (data: unknown) => DataReading<Result> {
  return (data) => {
    const parsed = schema.safeParse(data);
    if (parsed.success) return { ok: true, value: parsed.data };
    const issue = parsed.error.issues[0];
    if (!issue) return { ok: false, field: '', problem: wording('rules.answer.unusable') };
    // The readers give their rules by code; a shape given no rule carries zod's own default wording, quoted as zod gives it.
    const rule = ruleText(issue.message);
    return { ok: false, field: issue.path.map(String).join('.'), problem: typeof rule === 'string' ? wording('serviceAnswers.rule', { rule }) : rule };
  };
}

export function defineOperationSpec<Request, Result>(spec: OperationSpec<Request, Result>): OperationSpec<Request, Result> {
  return spec;
}
