import { errors } from '@strapi/utils';
import { parseInput } from '@alicerce/domain';

/** Parses a request payload with a shared domain schema; a failure is a 400 carrying the first pt-BR message. */
export function validateInput<S extends Parameters<typeof parseInput>[0]>(schema: S, payload: unknown) {
  const result = parseInput(schema, payload ?? {});
  if (result.success === false) throw new errors.ValidationError(result.message, { issues: result.issues });
  return result.data as ReturnType<S['parse']>;
}
