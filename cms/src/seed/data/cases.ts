import type { ResultsSeries } from '@alicerce/domain';

/**
 * Demo case studies for the /cases page. Clients, projects and figures are fictitious.
 * Image files live in cms/seed-assets/cases/ and are drawn by scripts/seed-images/generate.mjs.
 * A results chart is data (`results_series`), drawn by the site; each series adds up to the figure its results name.
 */
export type SeedCase = {
  title: string;
  slug: string;
  client_name: string;
  segment: string;
  platform: 'Google Ads' | 'Meta Ads' | 'LinkedIn Ads' | 'Display' | 'Multicanal';
  property_type?: 'Apartamentos' | 'Casas' | 'Comercial' | 'Loteamentos' | 'Alto Padrão';
  short_description: string;
  challenge: string;
  strategy: string[];
  results: Record<string, string>;
  learning?: string;
  is_published: boolean;
  image?: string;
  results_series?: ResultsSeries;
  gallery: string[]; // file names inside cms/seed-assets/cases/
  days_ago: number; // age of the case, used to set createdAt so "newest first" is deterministic (all distinct)
};

export const seedCases: SeedCase[] = [
  {
    title: 'Residencial Mirante Campolim: 80% das unidades vendidas em 5 meses com Google Ads',
    slug: 'residencial-mirante-campolim',
    client_name: 'Horizonte Incorporações',
    segment: 'Incorporadora',
    platform: 'Google Ads',
    property_type: 'Apartamentos',
    short_description:
      'Lançamento de 72 apartamentos de 2 e 3 dormitórios no Campolim, em Sorocaba. Campanhas de pesquisa por intenção de compra e landing page com simulador de financiamento levaram à venda de 58 unidades em cinco meses.',
    challenge:
      'A incorporadora lançava seu primeiro empreendimento vertical no Campolim, bairro disputado por outros três lançamentos no mesmo semestre. A geração de contatos dependia de portais e de panfletagem, com leads caros, pouco qualificados e sem acompanhamento: o time comercial não sabia quais anúncios traziam visitas ao decorado. A meta era vender 70% das unidades até a entrega da fundação, sem aumentar a verba total de marketing.',
    strategy: [
      'Campanhas de pesquisa segmentadas por intenção ("apartamento 3 dormitórios Campolim", "lançamento Sorocaba") e por faixa de renda compatível com o ticket',
      'Landing page dedicada com simulador de parcelas, planta interativa e agendamento de visita ao decorado em dois cliques',
      'Integração dos formulários ao CRM da incorporadora, com retorno ao corretor de plantão em até 15 minutos',
      'Conversões offline importadas para o Google Ads (visita realizada e proposta assinada) para otimizar por venda, não por clique',
      'Remarketing com vídeos do decorado para quem simulou parcelas e não agendou visita',
      'Relatório semanal com custo por lead, custo por visita e vendas por campanha',
    ],
    results: {
      'Leads gerados': '2.860',
      'Custo por lead': 'R$ 21,30',
      'Unidades vendidas': '58 de 72',
      'Visitas ao decorado': '412',
      'VGV comercializado': 'R$ 27,8 mi',
    },
    learning:
      'Otimizar as campanhas pela visita ao decorado, e não pelo formulário preenchido, reduziu o volume de leads nas primeiras semanas, mas dobrou a taxa de visitas que viravam proposta. Medir o que acontece depois do clique foi o que fez a verba render.',
    is_published: true,
    image: 'residencial-mirante-campolim-main.jpg',
    results_series: {
      title: 'Leads por mês',
      metric: 'Leads gerados',
      format: 'number',
      points: [
        { label: 'fev', value: 380 },
        { label: 'mar', value: 520 },
        { label: 'abr', value: 610 },
        { label: 'mai', value: 650 },
        { label: 'jun', value: 700 },
      ],
    },
    gallery: [
      'residencial-mirante-campolim-g1.jpg',
      'residencial-mirante-campolim-g2.jpg',
      'residencial-mirante-campolim-g3.jpg',
      'residencial-mirante-campolim-g4.jpg',
      'residencial-mirante-campolim-g5.jpg',
      'residencial-mirante-campolim-g6.jpg',
      'residencial-mirante-campolim-g7.jpg',
      'residencial-mirante-campolim-g8.jpg',
    ],
    days_ago: 12,
  },
  {
    title: 'Loteamento Reserva das Águas: 126 lotes vendidos com campanhas no Instagram e Facebook',
    slug: 'loteamento-reserva-das-aguas',
    client_name: 'Terra Nova Urbanismo',
    segment: 'Loteadora',
    platform: 'Meta Ads',
    property_type: 'Loteamentos',
    short_description:
      'Loteamento aberto com 310 lotes a partir de 250 m² em Araçoiaba da Serra. Anúncios em vídeo e formulários nativos do Meta trouxeram mais de 4 mil leads e 126 lotes vendidos no primeiro semestre.',
    challenge:
      'O loteamento fica a 20 minutos de Sorocaba e o público não conhecia a região. A loteadora vendia apenas por indicação de corretores parceiros e o ritmo de vendas não cobria o cronograma de obras de infraestrutura. Era preciso apresentar o bairro planejado para famílias que pagam aluguel na cidade e mostrar que a parcela do lote cabia no orçamento.',
    strategy: [
      'Vídeos curtos com drone mostrando vias asfaltadas, lago e área verde, veiculados em Reels e Stories',
      'Formulários instantâneos com perguntas de qualificação (entrada disponível, prazo para construir)',
      'Públicos semelhantes criados a partir de compradores reais e segmentação por raio de 30 km',
      'Atendimento via WhatsApp com roteiro de qualificação e agendamento de visita guiada aos sábados',
      'Campanha de remarketing com depoimentos de compradores e tabela de parcelas atualizada',
    ],
    results: {
      'Leads gerados': '4.310',
      'Custo por lead': 'R$ 9,70',
      'Visitas agendadas': '612',
      'Lotes vendidos': '126',
    },
    learning:
      'Para lotes, mostrar o caminho até o empreendimento e a infraestrutura pronta convenceu mais do que falar de preço. Os vídeos de drone tiveram custo por lead 35% menor que as peças estáticas.',
    is_published: true,
    image: 'loteamento-reserva-das-aguas-main.jpg',
    results_series: {
      title: 'Lotes vendidos por mês',
      metric: 'Lotes vendidos',
      format: 'number',
      points: [
        { label: 'jan', value: 12 },
        { label: 'fev', value: 16 },
        { label: 'mar', value: 21 },
        { label: 'abr', value: 23 },
        { label: 'mai', value: 25 },
        { label: 'jun', value: 29 },
      ],
    },
    gallery: ['loteamento-reserva-das-aguas-g1.jpg', 'loteamento-reserva-das-aguas-g2.jpg', 'loteamento-reserva-das-aguas-g3.jpg'],
    days_ago: 34,
  },
  {
    title: 'Centro Empresarial Alameda: salas comerciais vendidas para profissionais de saúde via LinkedIn',
    slug: 'centro-empresarial-alameda',
    client_name: 'Construtora Vale Verde',
    segment: 'Construtora',
    platform: 'LinkedIn Ads',
    property_type: 'Comercial',
    short_description:
      'Torre com 96 salas comerciais próxima a hospitais de Sorocaba. Segmentação por cargo e setor no LinkedIn alcançou médicos, dentistas e investidores, com 41 salas vendidas em quatro meses.',
    challenge:
      'As salas comerciais competiam com imóveis usados mais baratos e com a oferta de coworkings. As campanhas anteriores em redes sociais atraíam curiosos sem perfil de compra. A construtora precisava falar diretamente com profissionais liberais de saúde e com investidores que buscam renda de aluguel.',
    strategy: [
      'Segmentação por cargo, setor e senioridade: médicos, dentistas, fisioterapeutas e sócios de clínicas',
      'Anúncios de documento com estudo de rentabilidade de locação e comparativo com imóveis usados',
      'Lead Gen Forms com campos pré-preenchidos e envio automático do book do empreendimento',
      'Sequência de conteúdo para quem abriu o book: tour virtual, planta das salas e condições de pagamento',
    ],
    results: {
      'Leads qualificados': '386',
      'Custo por lead': 'R$ 74,20',
      'Salas vendidas': '41',
      'Ticket médio': 'R$ 412 mil',
    },
    learning:
      'No LinkedIn o lead é mais caro, mas chega mais perto da decisão. Entregar um estudo de rentabilidade logo no primeiro contato encurtou o ciclo de venda dos investidores.',
    is_published: true,
    image: 'centro-empresarial-alameda-main.jpg',
    gallery: ['centro-empresarial-alameda-g1.jpg', 'centro-empresarial-alameda-g2.jpg'],
    days_ago: 58,
  },
  {
    title: 'Condomínio Jardim dos Ipês: remarketing em Display reduziu o custo por venda pela metade',
    slug: 'condominio-jardim-dos-ipes',
    client_name: 'Construtora Solaris',
    segment: 'Construtora',
    platform: 'Display',
    property_type: 'Casas',
    short_description:
      'Condomínio de 140 casas térreas em Votorantim. Uma estratégia de mídia programática e remarketing em sites de notícias e portais imobiliários reaqueceu contatos antigos e vendeu 47 casas.',
    challenge:
      'A construtora tinha uma base com mais de 6 mil contatos de campanhas antigas, quase todos sem retorno. Muitos interessados haviam parado no momento da aprovação de crédito. O desafio era voltar a falar com essas pessoas no momento certo, sem depender de ligações frias, e atrair novos compradores com perfil Minha Casa Minha Vida e médio padrão.',
    strategy: [
      'Listas de remarketing segmentadas por etapa: visitou a página, simulou financiamento, falou com corretor',
      'Banners responsivos com fotos da casa modelo e mensagens sobre subsídio e uso do FGTS',
      'Mídia programática em portais de notícias da região de Sorocaba com limite de frequência por usuário',
      'Campanha de reativação da base antiga com públicos de correspondência de clientes',
      'Teste A/B de criativos a cada 15 dias, mantendo apenas as duas versões com melhor custo por visita',
    ],
    results: {
      Impressões: '3,2 milhões',
      'Leads gerados': '1.480',
      'Casas vendidas': '47',
      'Custo por venda': 'R$ 1.930',
    },
    learning:
      'A base antiga tinha valor: 18 das 47 vendas vieram de contatos que já conheciam o condomínio. Display funciona melhor como lembrete bem segmentado do que como primeira apresentação.',
    is_published: true,
    image: 'condominio-jardim-dos-ipes-main.jpg',
    results_series: {
      title: 'Casas vendidas por mês',
      metric: 'Casas vendidas',
      format: 'number',
      points: [
        { label: 'jul', value: 5 },
        { label: 'ago', value: 6 },
        { label: 'set', value: 8 },
        { label: 'out', value: 9 },
        { label: 'nov', value: 9 },
        { label: 'dez', value: 10 },
      ],
    },
    gallery: ['condominio-jardim-dos-ipes-g1.jpg'],
    days_ago: 76,
  },
  {
    title: 'Edifício Aurora: lançamento alto padrão esgotou a primeira fase com estratégia multicanal',
    slug: 'edificio-aurora-alto-padrao',
    client_name: 'Aurora Empreendimentos',
    segment: 'Incorporadora',
    platform: 'Multicanal',
    property_type: 'Alto Padrão',
    short_description:
      'Torre única com 32 apartamentos de 210 m² e vista para o Parque Campolim. Google, Meta, YouTube e eventos no decorado trabalharam juntos para vender as 16 unidades da primeira fase em 70 dias.',
    challenge:
      'No alto padrão o volume de compradores é pequeno e a decisão é longa. A incorporadora queria um lançamento exclusivo, sem anúncios de desconto, e precisava encher as agendas de um evento de pré-lançamento com famílias de alta renda da região. Leads de baixo perfil ocupavam o tempo dos corretores e afastavam o público certo.',
    strategy: [
      'Vídeo institucional no YouTube direcionado a bairros e condomínios de alta renda de Sorocaba e região',
      'Campanhas de pesquisa para termos de alto padrão e marca da incorporadora',
      'Anúncios no Instagram com convite nominal para o evento de pré-lançamento e confirmação por WhatsApp',
      'Landing page sem preço, com formulário de lista VIP e atendimento por um corretor dedicado',
      'Painel unificado de mídia e vendas para redistribuir a verba entre canais a cada semana',
    ],
    results: {
      'Leads VIP': '214',
      'Presença no evento': '86 famílias',
      'Unidades vendidas': '16',
      'Tempo de venda': '70 dias',
      'Investimento em mídia': '1,1% do VGV',
    },
    learning:
      'Quando cada canal tinha um papel claro (YouTube para desejo, pesquisa para intenção, Instagram para convite), o custo por visita caiu e o time comercial passou a atender apenas contatos com perfil.',
    is_published: true,
    image: 'edificio-aurora-alto-padrao-main.jpg',
    results_series: {
      title: 'Leads VIP por canal em 70 dias',
      metric: 'Leads VIP',
      format: 'number',
      points: [
        { label: 'YouTube', value: 48 },
        { label: 'Pesquisa', value: 71 },
        { label: 'Instagram', value: 78 },
        { label: 'Indicação', value: 17 },
      ],
    },
    gallery: ['edificio-aurora-alto-padrao-g1.jpg', 'edificio-aurora-alto-padrao-g2.jpg'],
    days_ago: 95,
  },
  {
    title: 'Corretor autônomo dobra a carteira de casas à venda com Google Ads local',
    slug: 'corretor-autonomo-casas-votorantim',
    client_name: 'Rafael Moreira Corretor de Imóveis',
    segment: 'Corretor autônomo',
    platform: 'Google Ads',
    property_type: 'Casas',
    short_description:
      'Corretor independente em Votorantim com verba de R$ 1.500 por mês. Campanhas locais para compradores e para proprietários que querem vender trouxeram 9 vendas e 23 novas captações em seis meses.',
    challenge:
      'Trabalhando sozinho, o corretor dependia de indicações e de anúncios gratuitos em portais, onde concorria com grandes imobiliárias. Ele precisava de um fluxo previsível de compradores e, ao mesmo tempo, de mais imóveis na carteira, tudo com um orçamento pequeno e sem equipe para atender muitos contatos.',
    strategy: [
      'Duas campanhas de pesquisa separadas: compradores de casas por bairro e proprietários que querem vender ou avaliar o imóvel',
      'Perfil da Empresa no Google otimizado, com fotos, avaliações de clientes e botão de WhatsApp',
      'Página simples com os imóveis da carteira e formulário de avaliação gratuita',
      'Horários de veiculação alinhados à disponibilidade do corretor para responder em poucos minutos',
    ],
    results: {
      'Contatos no WhatsApp': '318',
      'Custo por contato': 'R$ 28,30',
      'Novas captações': '23',
      'Vendas fechadas': '9',
    },
    learning:
      'Para quem atende sozinho, menos leads e mais rapidez na resposta valem mais do que volume. A campanha de captação de imóveis virou a principal fonte de crescimento da carteira.',
    is_published: true,
    gallery: [],
    days_ago: 120,
  },
  {
    title: 'Imobiliária Casa Forte: leads próprios substituem a dependência de portais',
    slug: 'imobiliaria-casa-forte-leads-proprios',
    client_name: 'Imobiliária Casa Forte',
    segment: 'Imobiliária',
    platform: 'Meta Ads',
    short_description:
      'Imobiliária com 380 imóveis para venda e locação em Sorocaba e Itu. Catálogo de anúncios dinâmicos no Meta e atendimento organizado no CRM reduziram em 40% o gasto com portais.',
    challenge:
      'A imobiliária pagava planos caros em três portais e recebia os mesmos leads que a concorrência. Não havia controle de qual corretor atendia cada contato, e muitas mensagens ficavam sem resposta nos fins de semana. A direção queria construir uma fonte própria de leads para todo o portfólio, sem escolher um único tipo de imóvel.',
    strategy: [
      'Catálogo de imóveis integrado ao Meta para anúncios dinâmicos com fotos, bairro e preço de cada imóvel',
      'Remarketing que mostra ao visitante os imóveis que ele viu no site e opções semelhantes',
      'Distribuição automática de leads por rodízio entre corretores, com alerta quando o contato fica 30 minutos sem resposta',
      'Mensagem automática de boas-vindas fora do horário comercial com agendamento de visita',
    ],
    results: {
      'Leads próprios por mês': '520',
      'Custo por lead': 'R$ 12,60',
      'Redução de gasto com portais': '40%',
      'Contratos no trimestre': '31',
    },
    is_published: true,
    image: 'imobiliaria-casa-forte-leads-proprios-main.jpg',
    gallery: [],
    days_ago: 150,
  },
  {
    title: 'Residencial Parque Sabiá: pré-lançamento com formulários nativos do Meta',
    slug: 'residencial-parque-sabia',
    client_name: 'Construtora Bem-Te-Vi',
    segment: 'Construtora',
    platform: 'Meta Ads',
    property_type: 'Apartamentos',
    short_description:
      'Pré-lançamento de 240 apartamentos econômicos na zona norte de Sorocaba. Case em andamento: os números ainda serão atualizados ao fim da campanha.',
    challenge:
      'Formar uma lista de interessados qualificados antes da aprovação do projeto, com público de primeira moradia e renda familiar de até 4 salários mínimos, sem poder divulgar preço definitivo.',
    strategy: [
      'Formulários instantâneos com perguntas sobre renda e uso do FGTS',
      'Criativos com fachada e planta humanizada, destacando o valor da entrada facilitada',
      'Lista de espera com contato por WhatsApp e aviso prioritário da data de lançamento',
    ],
    results: {
      'Leads na lista de espera': '1.950',
      'Custo por lead': 'R$ 6,80',
      'Leads com perfil de crédito': '62%',
    },
    is_published: false,
    image: 'residencial-parque-sabia-main.jpg',
    results_series: {
      title: 'Inscritos na lista de espera por semana',
      metric: 'Leads na lista de espera',
      format: 'number',
      points: [
        { label: 'Sem 1', value: 140 },
        { label: 'Sem 2', value: 190 },
        { label: 'Sem 3', value: 220 },
        { label: 'Sem 4', value: 250 },
        { label: 'Sem 5', value: 270 },
        { label: 'Sem 6', value: 280 },
        { label: 'Sem 7', value: 300 },
        { label: 'Sem 8', value: 300 },
      ],
    },
    gallery: [],
    days_ago: 5,
  },
  {
    title: 'Condomínio Logístico Rodovia Castello: galpões locados com Google Ads para decisores',
    slug: 'galpoes-logisticos-rodovia-castello',
    client_name: 'Construtora Pilar Forte',
    segment: 'Construtora',
    platform: 'Google Ads',
    property_type: 'Comercial',
    short_description:
      'Condomínio com 12 galpões modulares às margens da Rodovia Castello Branco. Campanhas de pesquisa para empresas de logística e e-commerce resultaram em 9 módulos locados e 2 vendidos em cinco meses.',
    challenge:
      'Imóveis logísticos têm poucos compradores e decisão técnica: pé-direito, docas, distância da rodovia. A construtora anunciava apenas em placas e por corretores especializados, e os módulos ficavam vagos por meses. Era preciso chegar a gerentes de operações e diretores de empresas que buscavam espaço na região.',
    strategy: [
      'Palavras-chave técnicas ("galpão para locação Sorocaba", "condomínio logístico Castello Branco") com correspondência de frase',
      'Anúncios com ficha técnica: área dos módulos, pé-direito, número de docas e distância até a rodovia',
      'Landing page com planta do condomínio, disponibilidade de módulos em tempo real e pedido de proposta',
      'Exclusão de termos de busca residenciais e de vagas de emprego para evitar cliques desperdiçados',
    ],
    results: {
      'Pedidos de proposta': '64',
      'Custo por pedido': 'R$ 142,00',
      'Módulos locados': '9',
      'Módulos vendidos': '2',
    },
    learning:
      'Em imóveis corporativos, a negativação de palavras-chave foi tão importante quanto a escolha delas: 30% da verba inicial ia para buscas de emprego em galpões.',
    is_published: true,
    image: 'galpoes-logisticos-rodovia-castello-main.jpg',
    results_series: {
      title: 'Pedidos de proposta por mês',
      metric: 'Pedidos de proposta',
      format: 'number',
      points: [
        { label: 'mar', value: 7 },
        { label: 'abr', value: 11 },
        { label: 'mai', value: 14 },
        { label: 'jun', value: 15 },
        { label: 'jul', value: 17 },
      ],
    },
    gallery: [],
    days_ago: 200,
  },
];
