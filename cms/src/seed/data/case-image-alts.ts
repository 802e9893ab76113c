/**
 * Alt texts of the seeded case images (cms/seed-assets/cases/, drawn by scripts/seed-images/generate.mjs from
 * scripts/seed-images/cases.mjs): what each drawing shows, as a screen reader should say it. Results charts are data
 * (cases.ts), drawn by the site with a table.
 */
export const seedCaseImageAlts: Record<string, string> = {
  'residencial-mirante-campolim-main.jpg':
    'Ilustração em perspectiva de duas torres residenciais pela manhã, com varandas em ritmo na fachada, piscina entre os prédios, jardim arborizado e a rua em frente',
  'residencial-mirante-campolim-g1.jpg':
    'Desenho da fachada de um dos prédios vista da calçada: varandas, brises cor de terracota, térreo envidraçado e árvores na rua',
  'residencial-mirante-campolim-g2.jpg':
    'Desenho da fachada à noite: varandas e brises na penumbra, alguns apartamentos de janelas acesas e a rua iluminada',
  'residencial-mirante-campolim-g3.jpg':
    'Planta humanizada do apartamento de 2 dormitórios: sala integrada à cozinha, suíte, quarto, dois banheiros e varanda',
  'residencial-mirante-campolim-g4.jpg':
    'Ilustração da área de lazer no fim da tarde: piscina com deck, espreguiçadeiras, pergolado do espaço gourmet e salão de festas',
  'residencial-mirante-campolim-g5.jpg': 'As duas torres ao entardecer, com o céu azul e as primeiras janelas acesas',
  'residencial-mirante-campolim-g6.jpg':
    'A área de lazer do condomínio ao anoitecer: piscina com deck, espreguiçadeiras, pergolado e o salão de festas iluminado',
  'residencial-mirante-campolim-g7.jpg': 'Desenho da fachada ao entardecer, com luz quente nas paredes e apartamentos iluminados',
  'residencial-mirante-campolim-g8.jpg': 'Ilustração das duas torres à noite, com dezenas de apartamentos de janelas acesas',
  'loteamento-reserva-das-aguas-main.jpg':
    'Planta do loteamento: ruas, quadras numeradas divididas em lotes, lotes vendidos em destaque terracota, praça com lago, norte e escala',
  'loteamento-reserva-das-aguas-g1.jpg':
    'Ilustração em perspectiva da rua do loteamento: lotes demarcados por estacas, bandeiras de vendido, as primeiras casas e o plantão de vendas na esquina',
  'loteamento-reserva-das-aguas-g2.jpg': 'Planta do loteamento mais adiante nas vendas: muitos lotes vendidos e várias casas já construídas',
  'loteamento-reserva-das-aguas-g3.jpg':
    'A mesma rua do loteamento ao anoitecer, mais adiante nas vendas: mais bandeiras de vendido e casas novas nos lotes',
  'centro-empresarial-alameda-main.jpg':
    'Ilustração da torre comercial com fachada de vidro em faixas sobre um embasamento com brise terracota, na esquina de duas avenidas',
  'centro-empresarial-alameda-g1.jpg': 'Planta de uma sala comercial mobiliada como clínica: recepção com sala de espera, dois consultórios e lavabo',
  'centro-empresarial-alameda-g2.jpg': 'A torre comercial ao entardecer, com as salas de janelas acesas sobre o embasamento de brise terracota',
  'condominio-jardim-dos-ipes-main.jpg':
    'Ilustração em perspectiva da rua do condomínio: casas térreas de telhado cerâmico, jardins, garagens e árvores na calçada',
  'condominio-jardim-dos-ipes-g1.jpg': 'A rua do condomínio ao anoitecer: casas térreas de telhado cerâmico, jardins, garagens e árvores na calçada',
  'edificio-aurora-alto-padrao-main.jpg':
    'Ilustração da torre única de alto padrão ao entardecer, com varandas contínuas iluminadas, ao lado do lago de um parque',
  'edificio-aurora-alto-padrao-g1.jpg': 'A torre de alto padrão à noite, com as varandas contínuas iluminadas refletidas no lago do parque',
  'edificio-aurora-alto-padrao-g2.jpg':
    'Vista da cidade no fim da tarde: prédios e morros sob o céu alaranjado e a copa das árvores em primeiro plano',
  'imobiliaria-casa-forte-leads-proprios-main.jpg':
    'Ilustração de uma rua de bairro com casas e sobrados, placas de Vende-se da imobiliária na calçada e um carro passando',
  'residencial-parque-sabia-main.jpg':
    'Ilustração em perspectiva de três torres residenciais no fim da tarde, entre jardins, com piscina e rua arborizada',
  'galpoes-logisticos-rodovia-castello-main.jpg': 'Ilustração de dois galpões logísticos com docas e caminhões no pátio, à beira da rodovia',
};
