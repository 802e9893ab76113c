/** The /cases texts of the spec (§2, §8) that the page and its island both show. */
export const LOADING_TEXT = 'Carregando cases...';
export const EMPTY_TEXT = 'Nenhum case encontrado com os filtros selecionados.';
export const LOAD_ERROR_TOAST = 'Erro ao carregar cases';
export const LOAD_FAILED_TEXT = 'Não foi possível carregar os cases agora.';
