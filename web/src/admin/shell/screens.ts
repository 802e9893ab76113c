import { ADMIN_ROLE_TYPE, EDITOR_ROLE_TYPE } from '@alicerce/domain';
import { paths } from '@/shared/config/paths';

/** Editors write site content; admins see everything (the CMS's permission table decides what each may do). */
const CONTENT = [ADMIN_ROLE_TYPE, EDITOR_ROLE_TYPE] as const;
const ADMIN = [ADMIN_ROLE_TYPE] as const;

export type ScreenGroup = 'Início' | 'Conteúdo' | 'Funil' | 'Administração' | 'Minha conta';

/** A screen of the dashboard: its URL segment under /admin/dashboard, its name, where the navigation lists it, who sees it. */
export type DashboardScreen = { id: string; label: string; group: ScreenGroup; roles: readonly string[] };

/**
 * Every screen, in the navigation's order. Each has a route of its own in routes.ts (a test holds the two
 * together); the role check here only decides what to show — the CMS refuses the others' requests anyway.
 */
export const SCREENS = [
  // The first screen after sign-in (issue 57): on its own above the groups.
  { id: 'inicio', label: 'Início', group: 'Início', roles: CONTENT },
  { id: 'cases', label: 'Cases', group: 'Conteúdo', roles: CONTENT },
  { id: 'blog', label: 'Blog', group: 'Conteúdo', roles: CONTENT },
  { id: 'conteudo', label: 'Conteúdo das Páginas', group: 'Conteúdo', roles: CONTENT },
  { id: 'prova-social', label: 'Prova social', group: 'Conteúdo', roles: CONTENT },
  { id: 'landing-pages', label: 'Landing pages', group: 'Conteúdo', roles: CONTENT },
  // Every upload with where it is used (issue 55).
  { id: 'midia', label: 'Mídia', group: 'Conteúdo', roles: CONTENT },
  { id: 'lixeira', label: 'Lixeira', group: 'Conteúdo', roles: CONTENT },
  { id: 'leads', label: 'Leads', group: 'Funil', roles: ADMIN },
  { id: 'agendamentos', label: 'Agendamentos', group: 'Funil', roles: ADMIN },
  { id: 'resultados', label: 'Resultados', group: 'Funil', roles: ADMIN },
  { id: 'envios', label: 'Envios', group: 'Funil', roles: ADMIN },
  { id: 'equipe', label: 'Equipe', group: 'Administração', roles: ADMIN },
  { id: 'configuracoes', label: 'Configurações do Site', group: 'Administração', roles: ADMIN },
  { id: 'webhooks', label: 'Webhooks', group: 'Administração', roles: ADMIN },
  { id: 'lgpd', label: 'LGPD', group: 'Administração', roles: ADMIN },
  { id: 'auditoria', label: 'Auditoria', group: 'Administração', roles: ADMIN },
  { id: 'verificacao-em-duas-etapas', label: 'Verificação em duas etapas', group: 'Minha conta', roles: CONTENT },
  // Where the signed-in person's account is signed in (issue 53); also in the header's account menu.
  { id: 'sessoes', label: 'Sessões', group: 'Minha conta', roles: CONTENT },
] as const satisfies readonly DashboardScreen[];

export type ScreenId = (typeof SCREENS)[number]['id'];

export const GROUPS: readonly ScreenGroup[] = ['Início', 'Conteúdo', 'Funil', 'Administração', 'Minha conta'];

export const screenPath = (id: ScreenId, ...rest: string[]) => [paths.admin.dashboard, id, ...rest].join('/');

export const screenById = (id: string | null | undefined): DashboardScreen | undefined => SCREENS.find((screen) => screen.id === id);

export const canSee = (screen: DashboardScreen, role: string | undefined) => role !== undefined && screen.roles.includes(role);

/** The screens a role may use, in the navigation's order. */
export const screensFor = (role: string | undefined) => SCREENS.filter((screen) => canSee(screen, role));
