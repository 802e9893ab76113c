const brl = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1500.5 → '1.500,50' (no currency sign: the field's label says R$). */
export const formatBrl = (value: number) => brl.format(value);

/**
 * What an admin types as reais, the Brazilian way: '1.500,50', '1500,5', 'R$ 1.500' → 1500.5 / 1500; a plain '1500.50'
 * (one dot followed by 1–2 digits) is read as decimals too. NaN when it is not a number.
 */
export function parseBrl(text: string): number {
  let clean = text.replace(/R\$|\s/g, '');
  if (/^\d+\.\d{1,2}$/.test(clean)) return Number(clean);
  clean = clean.replace(/\./g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}
