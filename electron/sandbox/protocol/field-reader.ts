/**
 * Reading request fields the way the real service does: unknown fields are ignored, integer
 * fields accept numeric strings (`"adults": "1"`), string fields accept plain numbers, and a field
 * that is absent, null or an empty required string is "missing" while a field of the wrong type
 * or out of range is "illegal". Problems are thrown as FieldProblem naming the field; each
 * operation turns them into its own P001/P002 wording (error-messages.ts).
 */

export type JsonObject = Record<string, unknown>;

export class FieldProblem extends Error {
  constructor(
    readonly kind: 'missing' | 'illegal',
    readonly field: string,
  ) {
    super(`${field} is ${kind}`);
  }
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function absent(value: unknown): boolean {
  return value === undefined || value === null;
}

export function requireObject(parent: JsonObject, name: string): JsonObject {
  const value = parent[name];
  if (absent(value)) throw new FieldProblem('missing', name);
  if (!isJsonObject(value)) throw new FieldProblem('illegal', name);
  return value;
}

export function optionalString(parent: JsonObject, name: string): string | undefined {
  const value = parent[name];
  if (absent(value)) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new FieldProblem('illegal', name);
}

export function requireString(parent: JsonObject, name: string): string {
  const value = optionalString(parent, name);
  if (value === undefined || value.trim() === '') throw new FieldProblem('missing', name);
  return value.trim();
}

interface IntegerRange {
  min?: number;
  max?: number;
}

export function optionalInteger(parent: JsonObject, name: string, range: IntegerRange = {}): number | undefined {
  const value = parent[name];
  if (absent(value) || value === '') return undefined;
  let parsed: number;
  if (typeof value === 'number') parsed = value;
  else if (typeof value === 'string' && /^\s*[-+]?\d{1,15}\s*$/.test(value)) parsed = Number(value);
  else throw new FieldProblem('illegal', name);
  if (!Number.isSafeInteger(parsed)) throw new FieldProblem('illegal', name);
  if (range.min !== undefined && parsed < range.min) throw new FieldProblem('illegal', name);
  if (range.max !== undefined && parsed > range.max) throw new FieldProblem('illegal', name);
  return parsed;
}

export function requireInteger(parent: JsonObject, name: string, range: IntegerRange = {}): number {
  const value = optionalInteger(parent, name, range);
  if (value === undefined) throw new FieldProblem('missing', name);
  return value;
}

export function optionalArray(parent: JsonObject, name: string): unknown[] | undefined {
  const value = parent[name];
  if (absent(value)) return undefined;
  if (!Array.isArray(value)) throw new FieldProblem('illegal', name);
  return value;
}

export function requireArray(parent: JsonObject, name: string): unknown[] {
  const value = optionalArray(parent, name);
  if (value === undefined || value.length === 0) throw new FieldProblem('missing', name);
  return value;
}

/** Elements of an array that must all be objects; the error names the array. */
export function objectsOf(items: readonly unknown[], arrayName: string): JsonObject[] {
  return items.map((item) => {
    if (!isJsonObject(item)) throw new FieldProblem('illegal', arrayName);
    return item;
  });
}

export function optionalStringList(parent: JsonObject, name: string): string[] | undefined {
  const items = optionalArray(parent, name);
  if (items === undefined) return undefined;
  return items.map((item) => {
    if (typeof item === 'string') return item;
    if (typeof item === 'number' && Number.isFinite(item)) return String(item);
    throw new FieldProblem('illegal', name);
  });
}

/**
 * Order numbers have 18 digits, above 2^53: they travel as strings. A JSON number is accepted
 * only when it is a safe integer (a larger one has already lost digits in any JSON parser).
 */
export function requireOrderNumber(parent: JsonObject, name: string): string {
  const value = parent[name];
  if (absent(value) || value === '') throw new FieldProblem('missing', name);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) throw new FieldProblem('illegal', name);
    return String(value);
  }
  if (typeof value !== 'string' || !/^\s*\d{1,30}\s*$/.test(value)) throw new FieldProblem('illegal', name);
  return value.trim();
}

/** An amount as a JSON number or a decimal string (`117.25`, `"117.25"`); absent → undefined. */
export function optionalAmount(parent: JsonObject, name: string): number | undefined {
  const value = parent[name];
  if (absent(value) || value === '') return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d{1,12}(\.\d{1,4})?\s*$/.test(value)) return Number(value);
  throw new FieldProblem('illegal', name);
}
