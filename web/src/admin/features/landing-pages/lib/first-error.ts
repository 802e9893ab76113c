import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The first message of a form's errors, fields in `order` first and lists item by item: what the 'Erro de validação' toast shows. */
export function firstError<T extends FieldValues>(errors: FieldErrors<T>, order: readonly string[] = []): string | undefined {
  const walk = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message) return message;
    const keys = Object.keys(node).filter((key) => key !== 'ref' && key !== 'type' && key !== 'types');
    const sorted = [
      ...order.filter((key) => keys.includes(key)),
      ...keys.filter((key) => !order.includes(key)).sort((a, b) => Number(a) - Number(b)),
    ];
    for (const key of sorted) {
      const found = walk((node as Record<string, unknown>)[key]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(errors);
}
