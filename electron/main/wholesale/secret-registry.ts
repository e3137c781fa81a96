import { redactAll, Redactor, type RedactionTargets } from './redaction';

/**
 * The credentials the desk has signed with during this run, so the log writer can redact them
 * from every line it writes, whatever event wrote it: the last line of defence behind the
 * client's own redaction (a crash message or an unexpected field quoting an echoed body).
 */
export class SecretRegistry {
  private readonly known = new Map<string, Redactor>();
  private redactors: Redactor[] = [];

  add(targets: RedactionTargets): void {
    const key = JSON.stringify([targets.partnerId ?? '', ...targets.secrets]);
    if (this.known.has(key)) return;
    this.known.set(key, new Redactor(targets));
    this.redactors = [...this.known.values()];
  }

  /** Every line the log writes passes here: escapes are decoded once for all the credentials. */
  redact(text: string): string {
    return redactAll(this.redactors, text);
  }
}
