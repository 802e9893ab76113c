import type { z } from 'zod';

/** The first validation message of a failed parse: the spec shows only the first issue. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Dados inválidos';
}

export type ParseResult<T> = { success: true; data: T } | { success: false; message: string; issues: z.core.$ZodIssue[] };

/** Parses with a shared schema and reduces a failure to its first pt-BR message (what both sides show). */
export function parseInput<S extends z.ZodType>(schema: S, payload: unknown): ParseResult<z.output<S>> {
  const parsed = schema.safeParse(payload);
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, message: firstIssueMessage(parsed.error), issues: parsed.error.issues };
}
