/** A size the media library stores in kilobytes, as a person reads it ('850 KB', '1,4 MB'). */
export function formatKilobytes(kilobytes: number): string {
  if (kilobytes < 1024) return `${Math.max(1, Math.round(kilobytes)).toLocaleString('pt-BR')} KB`;
  return `${(kilobytes / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}
