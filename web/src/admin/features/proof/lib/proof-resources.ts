import type { BulkSubject } from '@alicerce/domain';

/**
 * The three kinds of the site's proof as the dashboard handles them: where the CMS keeps them, what the list searches,
 * and every pt-BR sentence the screens say about them (the spec's patterns: 'Case criado com sucesso!', 'Tem certeza que
 * deseja excluir este case?').
 */
export type ProofResource = {
  key: 'testimonials' | 'clients' | 'team-members';
  /** Its bulk actions' subject (POST /api/bulk/<subject>). */
  subject: Extract<BulkSubject, 'testimonial' | 'client' | 'team_member'>;
  /** The CMS's REST path (/api/<path>). */
  path: string;
  /** Fields the list's search looks in (any of them, any case). */
  searchFields: readonly string[];
  searchHint: string;
  text: {
    plural: string;
    newItem: string;
    editItem: string;
    list: string;
    loading: string;
    empty: string;
    none: string;
    created: string;
    updated: string;
    deleted: string;
    saveError: string;
    deleteError: string;
    loadError: string;
    deleteTitle: string;
    deleteQuestion: string;
  };
};

export const TESTIMONIALS: ProofResource = {
  key: 'testimonials',
  subject: 'testimonial',
  path: '/testimonials',
  searchFields: ['author_name', 'company', 'quote'],
  searchHint: 'Nome, empresa ou texto do depoimento',
  text: {
    plural: 'Depoimentos',
    newItem: 'Novo Depoimento',
    editItem: 'Editar Depoimento',
    list: 'Lista de depoimentos',
    loading: 'Carregando depoimentos',
    empty: 'Nenhum depoimento encontrado com os filtros selecionados.',
    none: 'Nenhum depoimento cadastrado.',
    created: 'Depoimento criado com sucesso!',
    updated: 'Depoimento atualizado com sucesso!',
    deleted: 'Depoimento excluído com sucesso!',
    saveError: 'Erro ao salvar depoimento',
    deleteError: 'Erro ao excluir depoimento',
    loadError: 'Erro ao carregar depoimentos',
    deleteTitle: 'Excluir depoimento?',
    deleteQuestion: 'Tem certeza que deseja excluir este depoimento?',
  },
};

export const CLIENTS: ProofResource = {
  key: 'clients',
  subject: 'client',
  path: '/clients',
  searchFields: ['name'],
  searchHint: 'Nome do cliente',
  text: {
    plural: 'Clientes',
    newItem: 'Novo Cliente',
    editItem: 'Editar Cliente',
    list: 'Lista de clientes',
    loading: 'Carregando clientes',
    empty: 'Nenhum cliente encontrado com os filtros selecionados.',
    none: 'Nenhum cliente cadastrado.',
    created: 'Cliente criado com sucesso!',
    updated: 'Cliente atualizado com sucesso!',
    deleted: 'Cliente excluído com sucesso!',
    saveError: 'Erro ao salvar cliente',
    deleteError: 'Erro ao excluir cliente',
    loadError: 'Erro ao carregar clientes',
    deleteTitle: 'Excluir cliente?',
    deleteQuestion: 'Tem certeza que deseja excluir este cliente?',
  },
};

export const TEAM: ProofResource = {
  key: 'team-members',
  subject: 'team_member',
  path: '/team-members',
  searchFields: ['name', 'job_title'],
  searchHint: 'Nome ou cargo',
  text: {
    plural: 'Time',
    newItem: 'Nova Pessoa',
    editItem: 'Editar Pessoa',
    list: 'Lista do time',
    loading: 'Carregando o time',
    empty: 'Ninguém encontrado com os filtros selecionados.',
    none: 'Nenhuma pessoa cadastrada.',
    created: 'Pessoa criada com sucesso!',
    updated: 'Pessoa atualizada com sucesso!',
    deleted: 'Pessoa excluída com sucesso!',
    saveError: 'Erro ao salvar pessoa',
    deleteError: 'Erro ao excluir pessoa',
    loadError: 'Erro ao carregar o time',
    deleteTitle: 'Excluir pessoa?',
    deleteQuestion: 'Tem certeza que deseja excluir esta pessoa do time?',
  },
};
