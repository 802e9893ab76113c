type Searchable = { name: string; email: string; phone: string; company: string | null };

const normalize = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const digits = (text: string) => text.replace(/\D/g, '');

/** Client-side search on name, e-mail, phone (digits match whatever the punctuation) and company. */
export function matchesSearch(item: Searchable, query: string): boolean {
  const q = normalize(query.trim());
  if (!q) return true;
  const haystack = normalize([item.name, item.email, item.phone, item.company ?? ''].join(' '));
  if (haystack.includes(q)) return true;
  const qDigits = digits(q);
  return qDigits.length >= 3 && digits(item.phone).includes(qDigits);
}
