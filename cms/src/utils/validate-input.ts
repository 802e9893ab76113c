import { errors } from '@strapi/utils';
import { parseInput } from '@alicerce/domain';

/** The answer to a payload that is not an object at all (an array, a string, a number): zod's root message is English. */
export const NOT_AN_OBJECT_MESSAGE = 'Dados inválidos.';

/**
 * Parses a request payload with a shared domain schema; a failure is a 400 carrying the first pt-BR message.
 * A missing payload is parsed as {} (so the first missing field is named); one that is not an object is refused.
 */
export function validateInput<S extends Parameters<typeof parseInput>[0]>(schema: S, payload: unknown) {
  if (payload != null && (typeof payload !== 'object' || Array.isArray(payload))) throw new errors.ValidationError(NOT_AN_OBJECT_MESSAGE);
  const result = parseInput(schema, payload ?? {});
  if (result.success === false) throw new errors.ValidationError(result.message, { issues: result.issues });
  return result.data as ReturnType<S['parse']>;
}
