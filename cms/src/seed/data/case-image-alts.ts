/**
 * Alt texts of the seeded case images (cms/seed-assets/cases/, drawn by scripts/seed-images/cases.mjs): what each
 * picture shows, as a screen reader should say it. Results charts are data (cases.ts), drawn by the site with a table.
 */
export const seedCaseImageAlts: Record<string, string> = {
  'residencial-mirante-campolim-main.jpg': 'Ilustração das torres do Residencial Mirante Campolim sob céu claro',
  'residencial-mirante-campolim-g1.jpg': 'Fachada envidraçada de uma das torres vista de perto',
  'residencial-mirante-campolim-g2.jpg': 'Silhueta dos prédios da cidade à noite, com janelas acesas',
  'residencial-mirante-campolim-g3.jpg': 'Sala de estar decorada com vista para a cidade',
  'residencial-mirante-campolim-g4.jpg': 'Área de lazer com piscina e espreguiçadeiras',
  'residencial-mirante-campolim-g5.jpg': 'Torres do residencial ao pôr do sol',
  'residencial-mirante-campolim-g6.jpg': 'Vista aérea das quadras do bairro ao redor do empreendimento',
  'residencial-mirante-campolim-g7.jpg': 'Sala de estar em tons de coral com janela ampla para a cidade',
  'residencial-mirante-campolim-g8.jpg': 'Fachada envidraçada da torre à noite, com apartamentos iluminados',
  'loteamento-reserva-das-aguas-main.jpg': 'Loteamento Reserva das Águas visto do alto: ruas, lotes demarcados e o lago',
  'loteamento-reserva-das-aguas-g1.jpg': 'Lotes do condomínio com as primeiras casas construídas',
  'loteamento-reserva-das-aguas-g2.jpg': 'Vista aérea da região do loteamento, entre áreas verdes',
  'loteamento-reserva-das-aguas-g3.jpg': 'Rua de casas térreas com jardim na frente',
  'centro-empresarial-alameda-main.jpg': 'Prédio comercial do Centro Empresarial Alameda com fachada de vidro',
  'centro-empresarial-alameda-g1.jpg': 'Interior de um espaço decorado com vista para a cidade',
  'centro-empresarial-alameda-g2.jpg': 'Prédios do centro empresarial iluminados à noite',
  'condominio-jardim-dos-ipes-main.jpg': 'Casas do Condomínio Jardim dos Ipês lado a lado, com jardins e calçada',
  'condominio-jardim-dos-ipes-g1.jpg': 'Fachadas das casas do condomínio em tons terrosos',
  'condominio-jardim-dos-ipes-g2.jpg': 'Sala de estar de uma casa do condomínio, decorada',
  'edificio-aurora-alto-padrao-main.jpg': 'Torre de alto padrão do Edifício Aurora à beira d’água',
  'edificio-aurora-alto-padrao-g1.jpg': 'Piscina da área de lazer ao pôr do sol',
  'edificio-aurora-alto-padrao-g2.jpg': 'Sala de estar de alto padrão com janelas amplas',
  'imobiliaria-casa-forte-leads-proprios-main.jpg': 'Rua de bairro com casas e placas de venda da imobiliária',
  'residencial-parque-sabia-main.jpg': 'Ilustração das torres do Residencial Parque Sabiá entre áreas verdes',
  'galpoes-logisticos-rodovia-castello-main.jpg': 'Galpões logísticos às margens da rodovia, com caminhões nas docas',
};
