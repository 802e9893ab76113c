import { ADMIN_ROLE_TYPE } from './enums';
import { phoneDigits } from './personal-data';
import { z } from './zod';

/**
 * The dashboard's global search (issue 57): one query, answered by the CMS (GET /api/search?q=) with what the caller
 * may open — content for editors and admins, leads and bookings (personal data) for admins only.
 */
export const SEARCH_GROUPS = ['cases', 'articles', 'sections', 'landingPages', 'proof', 'leads', 'bookings'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** The groups that hold personal data: only an admin's search reads them, and an editor asking for one is refused. */
export const ADMIN_SEARCH_GROUPS: readonly SearchGroup[] = ['leads', 'bookings'];

export const SEARCH_GROUP_LABELS: Record<SearchGroup, string> = {
  cases: 'Cases',
  articles: 'Blog',
  sections: 'Conteúdo das Páginas',
  landingPages: 'Landing pages',
  proof: 'Prova social',
  leads: 'Leads',
  bookings: 'Agendamentos',
};

/** The groups a role searches when it names none. */
export const searchGroupsFor = (roleType: string | null | undefined): SearchGroup[] =>
  SEARCH_GROUPS.filter((group) => roleType === ADMIN_ROLE_TYPE || !ADMIN_SEARCH_GROUPS.includes(group));

export const SEARCH_LIMITS = {
  /** Characters of a query: fewer finds everything, more is no name, e-mail or phone anyone types. */
  minLength: 2,
  maxLength: 100,
  /** Results per group: the field shows the best few and the screen's own list has the rest. */
  perGroup: 5,
  /** A phone is searched by its digits from this many on (a number without its area code has 8 or 9). */
  phoneMinDigits: 8,
  /** Searches per person and minute (the field asks once the typing settles). */
  perMinute: 120,
} as const;

export const SEARCH_MESSAGES = {
  tooShort: `Digite pelo menos ${SEARCH_LIMITS.minLength} caracteres para buscar.`,
  tooLong: `A busca aceita no máximo ${SEARCH_LIMITS.maxLength} caracteres.`,
  unknownGroup: 'Tipo de resultado desconhecido.',
  adminOnly: 'Somente administradores buscam leads e agendamentos.',
} as const;

/** `?q=…&types=leads,bookings` (types optional: every group the caller may read). */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.tooShort })
    .trim()
    .min(SEARCH_LIMITS.minLength, SEARCH_MESSAGES.tooShort)
    .max(SEARCH_LIMITS.maxLength, SEARCH_MESSAGES.tooLong),
  types: z
    .string({ error: SEARCH_MESSAGES.unknownGroup })
    .max(200, SEARCH_MESSAGES.unknownGroup)
    .optional()
    .transform((value) => (value ? value.split(',').map((type) => type.trim()) : undefined))
    .pipe(z.array(z.enum(SEARCH_GROUPS, { error: SEARCH_MESSAGES.unknownGroup })).optional()),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * The query read as a phone: only phone characters (digits, spaces, + ( ) - .) and at least
 * SEARCH_LIMITS.phoneMinDigits digits. Anything else (a name, an e-mail) is not a phone.
 */
export const looksLikePhone = (q: string) => /^[\d\s()+.-]+$/.test(q) && phoneDigits(q).length >= SEARCH_LIMITS.phoneMinDigits;

/** One result: what it is called, a line of context, and the dashboard path that opens it. */
export type SearchHit = { id: string; title: string; context: string; path: string };
export type SearchAnswer = { data: Array<{ group: SearchGroup; label: string; hits: SearchHit[]; more: boolean }> };
