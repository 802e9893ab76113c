/**
 * Seed blog articles for /blog. Original pt-BR texts written for Alicerce Digital; the ranges
 * mentioned are the agency's practical experience, not figures from external sources.
 * Cover images live in cms/seed-assets/articles/ and are drawn by scripts/seed-images/articles.mjs.
 *
 * Inline markup used by the small helpers below (converted to Strapi 5 "blocks" nodes at load time):
 *   **bold**  and  [label](/internal-path)
 */
export type TextNode = { type: 'text'; text: string; bold?: boolean; italic?: boolean };
export type LinkNode = { type: 'link'; url: string; children: TextNode[] };
export type Block =
  | { type: 'heading'; level: 2 | 3; children: TextNode[] }
  | { type: 'paragraph'; children: Array<TextNode | LinkNode> }
  | { type: 'list'; format: 'unordered' | 'ordered'; children: Array<{ type: 'list-item'; children: Array<TextNode | LinkNode> }> }
  | { type: 'quote'; children: TextNode[] };
export type SeedArticle = {
  slug: string;
  title: string;
  excerpt: string;
  category: 'Marketing Digital' | 'Leads' | 'Mercado' | 'Conversão' | 'SEO' | 'Redes Sociais';
  published_date: string; // YYYY-MM-DD
  reading_time: number; // minutes
  featured: boolean;
  seo_description: string; // 120–160 characters
  cover: string; // file name in cms/seed-assets/articles/
  cover_alt: string;
  related: string[]; // slugs of the other seed articles
  body: Block[]; // Strapi 5 "blocks" rich-text format
};

// ---------------------------------------------------------------- block helpers

const INLINE = /\*\*(.+?)\*\*|\[(.+?)\]\((\/[^)\s]*)\)/g;

function inline(src: string): Array<TextNode | LinkNode> {
  const out: Array<TextNode | LinkNode> = [];
  let last = 0;
  for (const m of src.matchAll(INLINE)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ type: 'text', text: src.slice(last, at) });
    if (m[1] !== undefined) out.push({ type: 'text', text: m[1], bold: true });
    else out.push({ type: 'link', url: m[3], children: [{ type: 'text', text: m[2] }] });
    last = at + m[0].length;
  }
  if (last < src.length) out.push({ type: 'text', text: src.slice(last) });
  return out;
}

const h2 = (text: string): Block => ({ type: 'heading', level: 2, children: [{ type: 'text', text }] });
const h3 = (text: string): Block => ({ type: 'heading', level: 3, children: [{ type: 'text', text }] });
const p = (text: string): Block => ({ type: 'paragraph', children: inline(text) });
const list = (format: 'unordered' | 'ordered', items: string[]): Block => ({
  type: 'list',
  format,
  children: items.map((item) => ({ type: 'list-item' as const, children: inline(item) })),
});
const ul = (...items: string[]): Block => list('unordered', items);
const ol = (...items: string[]): Block => list('ordered', items);
const quote = (text: string): Block => ({ type: 'quote', children: [{ type: 'text', text }] });

const SLUGS = ['marketing-digital-imobiliario', 'geracao-de-leads', 'mercado-imobiliario-brasil', 'marketing-imobiliario-digital'];
const others = (slug: string): string[] => SLUGS.filter((s) => s !== slug);

// ---------------------------------------------------------------- articles

export const seedArticles: SeedArticle[] = [
  {
    slug: 'marketing-digital-imobiliario',
    title: 'Marketing Digital Imobiliário: Guia Completo 2025',
    excerpt:
      'O que é, por que investir e como montar uma operação de marketing digital que gera vendas para incorporadoras, construtoras e imobiliárias.',
    category: 'Marketing Digital',
    published_date: '2025-01-15',
    reading_time: 10,
    featured: true,
    seo_description:
      'Guia de marketing digital imobiliário para 2025: estratégias, ferramentas, implantação e métricas como CPL, taxa de conversão e LTV/CAC para vender mais.',
    cover: 'marketing-digital-imobiliario.jpg',
    cover_alt: 'Ilustração de uma mesa de projeto vista de cima: planta de um loteamento, tablet com gráfico de leads por mês, régua, lápis e café',
    related: others('marketing-digital-imobiliario'),
    body: [
      p(
        'Comprar um imóvel continua sendo uma das decisões mais importantes da vida de uma família, e cada vez mais ela começa em uma tela. Antes de visitar o decorado ou conversar com um corretor, o comprador pesquisa no Google, compara plantas em portais, assiste a vídeos no Instagram e tira dúvidas pelo WhatsApp. Este guia reúne o que aprendemos atendendo incorporadoras, construtoras, imobiliárias e loteadoras no interior de São Paulo para montar uma operação de **marketing digital imobiliário** que gera vendas, e não apenas curtidas.',
      ),

      h2('Definição'),
      p(
        'Marketing digital imobiliário é o conjunto de estratégias on-line usadas para atrair, qualificar e converter compradores e investidores de imóveis. Ele vai além de publicar fotos nas redes sociais: envolve mídia paga, site e landing pages, presença em portais, conteúdo, atendimento por WhatsApp, CRM e mensuração de ponta a ponta, do primeiro clique até a assinatura do contrato.',
      ),
      p(
        'A diferença em relação a outros setores está no ciclo de decisão. Um imóvel tem ticket alto, depende de crédito, seja pelo **financiamento da Caixa**, pelo **SBPE** nos bancos privados ou pelas faixas do **Minha Casa Minha Vida**, e costuma envolver mais de um decisor. Entre o primeiro contato e a compra podem se passar semanas ou meses. Por isso, o trabalho digital precisa acompanhar o cliente durante toda a jornada, e não só no momento do anúncio.',
      ),
      h3('Lançamento, revenda e loteamento'),
      p(
        'Em um **lançamento**, o objetivo é formar demanda antes e durante a abertura de vendas, levando pessoas ao plantão e ao decorado. Na revenda e na locação, feitas por imobiliárias e corretores, o foco é casar rapidamente o imóvel certo com o comprador certo. Já em loteamentos, a comunicação precisa vender o bairro, a infraestrutura prometida e a segurança jurídica do terreno. A lógica é a mesma; a mensagem e os canais mudam.',
      ),

      h2('Benefícios'),
      p(
        'Quando bem estruturado, o digital deixa de ser um custo difuso e passa a ser um canal previsível de vendas. Os principais ganhos que vemos nos projetos são:',
      ),
      ul(
        '**Previsibilidade**: sabendo quanto custa um lead e quantos leads viram visita, é possível planejar a verba necessária para atingir a meta de VGV.',
        '**Segmentação precisa**: anúncios por região, interesses, momento de vida e perfil de renda compatível com o produto, em vez de mídia de massa.',
        '**Velocidade**: uma campanha pode ser ajustada no mesmo dia; um outdoor ou um anúncio impresso, não.',
        '**Mensuração**: cada real investido pode ser rastreado até a visita ao decorado e até a proposta assinada.',
        '**Menos dependência de intermediários**: leads próprios custam menos a médio prazo e ficam na base da empresa.',
      ),
      p(
        'Há também um benefício menos visível: o histórico. Cada campanha alimenta o CRM com dados sobre quem se interessa por cada produto, e isso orienta o próximo lançamento, do tamanho das plantas ao preço de tabela.',
      ),

      h2('Estratégias'),
      p('Não existe fórmula única, mas algumas frentes aparecem em quase todos os planos que desenhamos.'),
      h3('Mídia paga com intenção'),
      p(
        'No **Google Ads**, campanhas de pesquisa capturam quem já está procurando: "apartamento 2 quartos em Sorocaba", "lançamento na planta", "terreno em condomínio fechado". No **Meta Ads**, Instagram e Facebook criam demanda com vídeos do decorado, tours pela obra e anúncios de pré-lançamento. Os dois se completam: um colhe a demanda, o outro a planta.',
      ),
      h3('Landing pages por produto'),
      p(
        'Cada empreendimento merece uma página própria, rápida no celular, com planta, localização, diferenciais, simulação de parcelas e um formulário curto. Mandar tráfego pago para a página inicial do site da construtora é desperdiçar verba.',
      ),
      h3('Portais e conteúdo'),
      p(
        'Portais como **ZAP Imóveis** e **VivaReal** seguem importantes, principalmente para revenda e locação. Em paralelo, um blog com conteúdo útil (como usar o FGTS, diferença entre SBPE e MCMV, custos de escritura e ITBI) atrai tráfego orgânico e gera confiança. Detalhamos essas frentes no artigo sobre [geração de leads imobiliários](/blog/geracao-de-leads).',
      ),
      h3('Atendimento e nutrição'),
      p(
        'A estratégia só se completa quando o lead é atendido rápido. O **WhatsApp** é hoje o principal canal de conversa com o comprador, e o ideal é que o primeiro retorno aconteça em minutos, não em dias. Quem não compra agora entra em uma régua de nutrição com novidades da obra, condições especiais e convites para eventos no decorado.',
      ),

      h2('Ferramentas'),
      p('Uma operação enxuta não precisa de dezenas de sistemas. O essencial é:'),
      ul(
        '**CRM imobiliário**: centraliza leads de todos os canais, distribui para os corretores e registra cada etapa do funil.',
        '**Google Ads e Meta Ads**, com tags, pixel e API de conversões configurados corretamente.',
        '**Google Analytics 4 e Google Tag Manager**, para entender o comportamento dos visitantes no site.',
        '**WhatsApp Business**, ou a API oficial em operações maiores, integrado ao CRM.',
        '**Perfil da Empresa no Google** para o stand de vendas e para a imobiliária.',
        '**Vídeo e tour virtual**, para apresentar o decorado e a obra a quem ainda não pode visitar.',
      ),
      p(
        'Mais importante que a marca da ferramenta é a integração. Se o formulário não cai automaticamente no CRM com a origem do lead, ninguém sabe qual campanha vende, e a verba passa a ser decidida no achismo. Tudo isso precisa respeitar a **LGPD**: consentimento claro no formulário, finalidade informada e a possibilidade de o cliente pedir a exclusão dos seus dados.',
      ),

      h2('Implementação'),
      p('Para quem está começando ou quer reorganizar o que já faz, sugerimos implantar em etapas:'),
      ol(
        '**Diagnóstico**: levante a verba atual, os canais, o volume de leads, o tempo de resposta e a taxa de visitas.',
        '**Objetivo comercial**: traduza a meta de VGV em unidades, visitas e leads necessários por mês.',
        '**Mensuração**: organize CRM, tags, conversões e origem do lead antes de investir mais.',
        '**Páginas e criativos**: landing page, vídeos, fotos do decorado e anúncios para cada público.',
        '**Campanhas piloto**: comece com verba controlada e teste públicos e mensagens por duas a quatro semanas.',
        '**Rotina de otimização**: reuniões semanais entre marketing e vendas para revisar a qualidade dos leads.',
        '**Escala**: aumente o investimento no que já comprovou resultado.',
      ),
      quote(
        'Marketing imobiliário que funciona é aquele em que o time de vendas sabe de onde veio cada cliente, e o marketing sabe o que aconteceu com cada lead.',
      ),
      p('Se quiser ajuda para montar esse plano, você pode [agendar uma consultoria gratuita](/agendamento) com o nosso time.'),

      h2('Métricas'),
      p(
        'O que não é medido não melhora. Estes são os indicadores que acompanhamos em todos os projetos, com as faixas que, na nossa experiência, indicam uma operação saudável no mercado residencial:',
      ),
      ul(
        '**Custo por lead (CPL)**: entre **R$ 15-50**, variando conforme o ticket, a região e o canal. Imóveis de alto padrão e comerciais tendem a ficar acima dessa faixa.',
        '**Taxa de conversão**: de **2-5%** dos leads até a venda, dependendo da qualidade do atendimento e do estágio da obra.',
        '**Relação LTV/CAC**: de pelo menos **1:3**, ou seja, cada real gasto para conquistar um cliente deve voltar no mínimo três vezes em receita ao longo do relacionamento, incluindo indicações e novas compras.',
        '**Custo por visita ao decorado** e **custo por venda**, que mostram a eficiência real da verba.',
        '**Tempo de primeira resposta**: idealmente abaixo de 15 minutos em horário comercial.',
      ),
      p(
        'Olhe essas métricas em conjunto. Um CPL baixo com conversão próxima de zero indica leads desqualificados; um CPL mais alto, com muitas visitas e propostas, pode ser um ótimo negócio. A pergunta certa nunca é "quanto custou o lead?", e sim "quanto custou cada venda e qual VGV ela trouxe?".',
      ),
      p(
        'Marketing digital imobiliário não é um projeto com data para acabar, e sim uma rotina de testes, medição e ajuste. Começando pelo básico bem feito, com páginas rápidas, campanhas com intenção, atendimento ágil e CRM organizado, a sua empresa constrói um canal de vendas próprio e previsível para 2025 e os anos seguintes.',
      ),
    ],
  },

  {
    slug: 'geracao-de-leads',
    title: 'Geração de Leads Imobiliários: 7 Estratégias Eficazes',
    excerpt:
      'Sete estratégias práticas para gerar leads imobiliários em volume e com qualidade, de landing pages por empreendimento ao remarketing pelo CRM.',
    category: 'Leads',
    published_date: '2025-01-10',
    reading_time: 8,
    featured: true,
    seo_description:
      'Conheça 7 estratégias de geração de leads imobiliários: landing pages, Google Ads, Meta Ads, portais, WhatsApp, SEO local e remarketing com CRM.',
    cover: 'geracao-de-leads.jpg',
    cover_alt: 'Desenho da fachada de um prédio residencial com algumas unidades destacadas em terracota, carros na rua e árvores na calçada',
    related: others('geracao-de-leads'),
    body: [
      p(
        'Lead é o ponto de partida de toda venda imobiliária, mas nem todo lead vale a mesma coisa. O contato de alguém que só queria ver fotos consome tempo do corretor; o de quem já simulou o financiamento e quer visitar o decorado no sábado vale ouro. Reunimos sete estratégias que aplicamos com incorporadoras, construtoras, imobiliárias e loteadoras para gerar **leads em volume e, principalmente, com qualidade**.',
      ),

      h2('1. Landing pages por empreendimento'),
      p(
        'A página de destino é onde o investimento em anúncio vira contato, ou vira desperdício. Cada empreendimento (ou cada tipologia, em projetos maiores) precisa de uma landing page própria, pensada para o celular e com carregamento rápido. Uma boa página tem:',
      ),
      ul(
        'Título com o benefício principal e a localização, como "Apartamentos de 2 dormitórios a 5 minutos do centro".',
        'Fotos do decorado, planta humanizada e mapa com os pontos de interesse do bairro.',
        '**Simulador de parcelas** com entrada, uso do FGTS e faixa do Minha Casa Minha Vida, quando se aplica.',
        'Formulário curto: nome, telefone/WhatsApp e, no máximo, uma pergunta de qualificação.',
        'Botão de WhatsApp e opção de agendar visita ao plantão de vendas.',
        'Aviso de privacidade claro, em conformidade com a **LGPD**.',
      ),
      p('Páginas genéricas, com todos os produtos da empresa, confundem o visitante e reduzem a conversão. Foco gera contato.'),

      h2('2. Google Ads para quem já está procurando'),
      p(
        'Quem digita "apartamento na planta em Sorocaba" no Google está declarando uma intenção. Campanhas de **pesquisa** capturam essa demanda no momento certo. Organize os grupos de anúncios por intenção (tipologia, bairro, faixa de preço, lançamento) e use palavras-chave negativas para filtrar buscas como "aluguel", "emprego" ou "leilão" quando não fazem sentido para o produto.',
      ),
      p(
        'Um passo que poucas empresas dão: importar para o Google Ads as conversões que acontecem depois do formulário, como visita realizada e proposta assinada. Assim o algoritmo aprende a buscar pessoas parecidas com quem compra, e não só com quem preenche formulário.',
      ),

      h2('3. Meta Ads para criar demanda'),
      p(
        'Instagram e Facebook são ideais para apresentar um produto a quem ainda não está procurando ativamente. Vídeos curtos do decorado, do andamento da obra e do estilo de vida do bairro costumam performar melhor do que imagens estáticas da fachada.',
      ),
      p(
        'Os **formulários instantâneos** do Meta geram leads mais baratos, mas também menos qualificados. Para equilibrar, inclua uma pergunta simples, como "Quando pretende comprar?" ou "Vai usar financiamento?", e ative a etapa de revisão antes do envio. Em pré-lançamentos, campanhas para formar uma lista VIP de interessados funcionam muito bem e ainda ajudam a validar preço e tipologia.',
      ),

      h2('4. Portais imobiliários com anúncios caprichados'),
      p(
        'Portais como **ZAP Imóveis** e **VivaReal** continuam sendo uma fonte relevante, especialmente para imobiliárias e corretores que trabalham com revenda e locação. O segredo está na qualidade do anúncio: fotos profissionais, descrição completa, valores de condomínio e IPTU informados, vídeo e localização correta.',
      ),
      p(
        'Trate o portal como um canal, com custo e resultado medidos. Registre no CRM a origem de cada contato e compare o custo por venda com o das campanhas próprias. Em muitos casos, o portal funciona melhor como complemento do que como fonte principal de clientes.',
      ),

      h2('5. WhatsApp como porta de entrada'),
      p(
        'Boa parte dos compradores prefere conversar pelo WhatsApp a preencher um formulário. Anúncios de clique para o WhatsApp, botões flutuantes no site e QR codes no stand de vendas abrem essa porta. O cuidado é não deixar a conversa cair no celular pessoal do corretor, sem nenhum registro.',
      ),
      quote('Lead que espera horas por uma resposta já está conversando com o concorrente.'),
      p(
        'Use o WhatsApp Business com mensagem de saudação e respostas rápidas, ou a API oficial integrada ao CRM em operações maiores. Defina quem atende, em quanto tempo e com qual roteiro, e acompanhe esse tempo de resposta toda semana.',
      ),

      h2('6. Conteúdo e SEO local'),
      p(
        'Muitas buscas começam com dúvidas: "como usar o FGTS na compra do imóvel", "qual a diferença entre SBPE e Minha Casa Minha Vida", "quanto custa a escritura". Responder a essas perguntas em artigos e vídeos atrai um público que está no início da jornada e ainda não decidiu onde comprar.',
      ),
      p(
        'No SEO local, mantenha atualizado o **Perfil da Empresa no Google** do stand e da imobiliária, com fotos, horários e avaliações. Crie páginas por bairro e por cidade, com informações reais sobre a região: escolas, comércio, acesso a rodovias. Esse tráfego orgânico gera leads com custo marginal baixo e cresce com o tempo.',
      ),

      h2('7. Remarketing e nutrição pelo CRM'),
      p(
        'A maioria das pessoas não deixa contato na primeira visita ao site. O **remarketing** volta a impactar quem viu a página do empreendimento, assistiu a um vídeo ou simulou parcelas, com mensagens diferentes para cada etapa: condição de pagamento, convite para o decorado, últimas unidades.',
      ),
      p(
        'Para quem já é lead e não comprou, o **CRM** organiza uma régua de nutrição por e-mail e WhatsApp, sempre com consentimento, trazendo novidades da obra, mudanças de tabela e eventos. Leads antigos bem trabalhados costumam render vendas no lançamento seguinte.',
      ),

      h2('Como colocar em prática'),
      p('Não é preciso ativar as sete estratégias de uma vez. Um caminho seguro:'),
      ol(
        'Estruture o CRM e a mensuração para saber a origem de cada lead.',
        'Publique a landing page do produto prioritário.',
        'Ative campanhas de pesquisa no Google Ads e uma campanha com vídeo no Meta Ads.',
        'Padronize o atendimento no WhatsApp, com meta de tempo de resposta.',
        'Acrescente remarketing, conteúdo e portais conforme os resultados aparecem.',
      ),
      p(
        'Depois de gerar os leads, o desafio passa a ser convertê-los. Falamos disso em [Marketing Imobiliário Digital: Transforme Leads em Vendas](/blog/marketing-imobiliario-digital). E, se quiser um plano sob medida para o seu empreendimento, [fale com a nossa equipe](/agendamento).',
      ),
    ],
  },

  {
    slug: 'mercado-imobiliario-brasil',
    title: 'Mercado Imobiliário no Brasil: Tendências e Oportunidades 2025',
    excerpt:
      'Crédito, Minha Casa Minha Vida, interior em alta e comprador digital: as tendências que devem orientar lançamentos e vendas de imóveis em 2025.',
    category: 'Mercado',
    published_date: '2025-01-08',
    reading_time: 12,
    featured: false,
    seo_description:
      'Tendências do mercado imobiliário brasileiro em 2025: crédito e juros, Minha Casa Minha Vida, cidades do interior, loteamentos e o comprador digital.',
    cover: 'mercado-imobiliario-brasil.jpg',
    cover_alt: 'Ilustração de uma cidade no fim da tarde: prédios novos e antigos sobre os morros, o sol baixo e a copa das árvores',
    related: others('mercado-imobiliario-brasil'),
    body: [
      p(
        'O mercado imobiliário brasileiro entra em 2025 com sinais mistos: uma demanda por moradia que segue longe de estar atendida, crédito mais caro para parte dos compradores e um consumidor cada vez mais digital. Para incorporadoras, construtoras, imobiliárias e loteadoras, entender essas forças é o primeiro passo para decidir onde lançar, o que construir e como vender. A seguir, reunimos as tendências que mais aparecem nas conversas com nossos clientes e o que elas significam na prática.',
      ),

      h2('Crédito e juros'),
      p(
        'O custo do dinheiro é a variável que mais mexe com o setor. Quando a taxa básica de juros sobe, o financiamento pelo **SBPE**, que usa recursos da poupança, fica mais caro e mais seletivo, e parte dos compradores de média renda adia a decisão ou procura imóveis menores. Oscilações na captação da poupança também afetam a disposição dos bancos em oferecer crédito.',
      ),
      p(
        'Por outro lado, o comprador que tem entrada e renda comprovada continua ativo e, muitas vezes, ganha poder de negociação. Para quem vende, isso significa **trabalhar a simulação de financiamento desde o primeiro contato**, mostrando parcelas reais e alternativas: prazos maiores, uso do FGTS, composição de renda e fluxo de pagamento direto com a construtora durante a obra.',
      ),

      h2('Minha Casa Minha Vida como motor'),
      p(
        'O **Minha Casa Minha Vida**, operado principalmente pela Caixa com recursos do FGTS, segue como um dos grandes motores de lançamentos no país. A ampliação das faixas de renda e dos tetos de valor dos imóveis nos últimos anos abriu espaço para novos produtos em cidades médias e para famílias que antes ficavam de fora do programa.',
      ),
      p(
        'Para o marketing, o segmento econômico exige comunicação clara e didática: o que é subsídio, quem tem direito, como funciona a análise de crédito, quais documentos separar. Muitos leads chegam sem saber se se enquadram, e o atendimento precisa fazer essa triagem com empatia e rapidez. Como regras, faixas e limites mudam com frequência, confirme sempre as condições vigentes antes de anunciar.',
      ),

      h2('Interior em alta'),
      p(
        'Cidades médias, como Sorocaba e outras da região, vêm atraindo famílias e empresas em busca de qualidade de vida, custo menor e boa logística. Rodovias, polos industriais, universidades e a possibilidade de trabalho remoto ou híbrido reforçam esse movimento. Isso gera oportunidades em várias frentes:',
      ),
      ul(
        '**Apartamentos compactos** próximos a polos de emprego e universidades, atraentes também para investidores que buscam renda com locação.',
        '**Condomínios de casas e loteamentos fechados**, procurados por famílias que querem espaço e segurança.',
        '**Galpões e empreendimentos logísticos** ao longo dos eixos rodoviários.',
        '**Imóveis de médio e alto padrão** para quem se muda da capital e compara o preço do metro quadrado.',
      ),
      p(
        'Para quem anuncia, o desafio é falar com dois públicos ao mesmo tempo: o morador local, que conhece cada bairro, e quem vem de fora, que precisa entender a cidade antes de entender o imóvel. Conteúdo sobre a região, como escolas, serviços e tempo de deslocamento, ajuda muito o segundo grupo.',
      ),

      h2('Loteamentos e terrenos'),
      p(
        'Os loteamentos mantêm demanda consistente, tanto de quem quer construir a casa própria no seu ritmo quanto de quem enxerga o terreno como reserva de valor. Para as loteadoras, a comunicação precisa vender o que ainda não existe: infraestrutura, áreas de lazer, segurança e potencial de valorização da região.',
      ),
      p(
        'Vídeos com drone, mapas interativos com a disponibilidade dos lotes e o acompanhamento das obras de infraestrutura tornam o projeto concreto. **Transparência** sobre registro, aprovações e prazos é decisiva para ganhar a confiança de quem vai investir as economias de anos em um pedaço de terra.',
      ),

      h2('O comprador digital'),
      p(
        'Independentemente da faixa de renda, a jornada de compra começa on-line. O cliente pesquisa no Google, compara opções em portais como ZAP Imóveis e VivaReal, acompanha a construtora no Instagram, assiste a tours em vídeo e chega ao plantão de vendas muito mais informado do que chegava alguns anos atrás.',
      ),
      quote('O comprador de hoje não visita dez decorados: ele visita dois ou três, e escolhe quais pela internet.'),
      p(
        'Na prática, isso exige sites rápidos, informações completas (metragem, planta, condomínio estimado, previsão de entrega), atendimento ágil pelo WhatsApp e coerência entre o que o anúncio promete e o que o corretor apresenta no decorado.',
      ),

      h2('Tecnologia e dados na operação'),
      p(
        'Empresas que tratam dados como ativo saem na frente. Um **CRM** bem alimentado mostra quais canais trazem compradores, qual tipologia desperta mais interesse e em que etapa os clientes desistem. Essas informações orientam desde a divisão da verba de mídia até decisões de produto no próximo lançamento, como mix de plantas, vagas de garagem e itens de lazer.',
      ),
      p(
        'Ao mesmo tempo, a **LGPD** exige cuidado: coletar apenas o necessário, registrar o consentimento, não repassar listas de leads entre parceiros sem base legal e oferecer um canal para o titular exercer seus direitos. Além de evitar problemas, boas práticas de privacidade aumentam a confiança do cliente na marca.',
      ),

      h2('Sustentabilidade e novos formatos'),
      p(
        'Eficiência energética, energia solar, reúso de água, pontos de recarga para carros elétricos e áreas verdes deixaram de ser detalhe em parte dos produtos, principalmente no médio e alto padrão. Também ganham espaço studios pensados para locação, coworkings dentro dos condomínios e espaços para pets. O cuidado aqui é comunicar com honestidade: prometer um empreendimento "sustentável" sem entregar é um risco real para a reputação.',
      ),

      h2('Oportunidades para 2025'),
      p('Diante desse cenário, algumas recomendações práticas para quem vai lançar ou vender imóveis neste ano:'),
      ol(
        '**Valide a demanda antes de lançar**: campanhas de pré-lançamento e listas de interesse mostram se produto e preço estão certos antes de comprometer o VGV.',
        '**Ajuste a comunicação ao crédito**: mostre parcelas, entrada e caminhos de financiamento com clareza, da Caixa ao SBPE.',
        '**Invista em canais próprios**: site, base de leads e redes sociais reduzem a dependência de intermediários.',
        '**Integre marketing e vendas**: metas compartilhadas e reuniões semanais com dados do CRM.',
        '**Aproveite o interior**: produtos bem posicionados em cidades médias encontram público e disputam menos atenção na mídia do que nas capitais.',
      ),
      p(
        'O mercado de 2025 deve premiar quem planeja com dados e vende com agilidade. Para aplicar essas tendências ao seu próximo lançamento, leia o nosso [guia de marketing digital imobiliário](/blog/marketing-digital-imobiliario) ou [agende uma conversa com nossos especialistas](/agendamento).',
      ),
    ],
  },

  {
    slug: 'marketing-imobiliario-digital',
    title: 'Marketing Imobiliário Digital: Transforme Leads em Vendas',
    excerpt:
      'Velocidade de resposta, qualificação, visita ao decorado e cadência de acompanhamento: como transformar mais leads imobiliários em contratos assinados.',
    category: 'Conversão',
    published_date: '2025-01-05',
    reading_time: 9,
    featured: false,
    seo_description:
      'Como transformar leads imobiliários em vendas: resposta rápida no WhatsApp, qualificação, visita ao decorado, cadência no CRM e métricas do funil.',
    cover: 'marketing-imobiliario-digital.jpg',
    cover_alt: 'Planta de um apartamento sobre a mesa, com um celular mostrando o anúncio do imóvel e o botão Agendar visita, ao lado das chaves',
    related: others('marketing-imobiliario-digital'),
    body: [
      p(
        'Gerar leads é só metade do trabalho. Em muitas empresas do setor, o marketing entrega contatos e o comercial reclama da qualidade; o comercial pede mais leads e o marketing reclama do atendimento. Enquanto isso, oportunidades esfriam no CRM, ou nem chegam a ele. Este artigo mostra como **transformar leads em vendas** com processos simples, que funcionam tanto para incorporadoras com plantão de vendas quanto para imobiliárias e corretores autônomos.',
      ),

      h2('Por que tantos leads não viram vendas'),
      p('Antes de pedir mais volume, vale olhar para o que acontece depois do formulário. Os gargalos mais comuns que encontramos são:'),
      ul(
        'Demora no primeiro contato, às vezes de um dia inteiro ou mais.',
        'Leads distribuídos sem critério, ou esquecidos com um corretor de folga.',
        'Atendimento que só envia a tabela de preços e espera o cliente responder.',
        'Falta de acompanhamento depois da primeira conversa.',
        'Nenhum registro da origem do lead, o que impede saber quais campanhas vendem.',
      ),
      p('Todos esses problemas têm solução, e quase nenhuma exige aumentar a verba de mídia.'),

      h2('Velocidade no primeiro contato'),
      p(
        'A chance de conversão é maior nos primeiros minutos depois que o lead demonstra interesse: ele ainda está com o celular na mão e se lembra do anúncio. Defina uma meta de tempo de resposta (na nossa experiência, até 15 minutos em horário comercial é um bom padrão) e acompanhe esse indicador semanalmente.',
      ),
      p(
        'As ferramentas ajudam: distribuição automática de leads no CRM, notificação no celular do corretor de plantão e uma mensagem imediata no **WhatsApp** confirmando o recebimento e avisando que um especialista vai falar em seguida. Fora do horário, a mensagem deve informar quando o contato vai acontecer, e o corretor precisa cumprir o combinado.',
      ),

      h2('Qualificação sem interrogatório'),
      p('Qualificar é entender se e quando o cliente pode comprar, sem transformar a conversa em questionário. Algumas perguntas essenciais:'),
      ol(
        'Para quem é o imóvel e qual a necessidade principal: espaço, localização ou investimento?',
        'Qual o prazo: a decisão é para os próximos meses ou a pesquisa está só começando?',
        'Como pretende pagar: financiamento pela Caixa ou SBPE, Minha Casa Minha Vida, FGTS, recursos próprios?',
        'Qual faixa de parcela ou de valor total cabe no orçamento?',
        'Quem mais participa da decisão?',
      ),
      p(
        'Com essas respostas, o corretor classifica o lead no CRM (quente, morno ou frio) e define o próximo passo. Uma **pré-análise de crédito**, ou ao menos uma simulação realista, feita cedo no processo evita frustração dos dois lados.',
      ),

      h2('A visita ao decorado como meta'),
      p(
        'Em lançamentos, a venda acontece, na maioria das vezes, presencialmente. Por isso, o objetivo da primeira conversa não é vender o apartamento pelo WhatsApp, e sim **agendar a visita ao decorado** ou ao plantão de vendas. Ofereça dois horários concretos em vez de perguntar "quando você pode vir?", envie a localização e confirme na véspera.',
      ),
      p(
        'Para quem mora longe ou ainda não está pronto, um tour em vídeo, uma chamada de vídeo com o corretor dentro do decorado ou um evento no fim de semana mantêm o relacionamento vivo. Nas imobiliárias, vale o mesmo raciocínio para a visita a imóveis de revenda: selecione bem as opções antes de levar o cliente.',
      ),

      h2('Cadência de acompanhamento'),
      p('A maioria das vendas não acontece no primeiro contato. Uma cadência organizada evita que o lead esfrie:'),
      ul(
        '**Dia 0**: contato imediato, qualificação e tentativa de agendamento.',
        '**Dias 1 a 3**: envio de material útil (planta, vídeo, simulação) e nova tentativa de conversa.',
        '**Segunda semana**: uma novidade relevante, como condição de pagamento, andamento da obra ou unidade com vista melhor.',
        '**Do primeiro mês em diante**: nutrição periódica, com convites para eventos e avisos de mudança de tabela.',
      ),
      p('Registre cada interação no CRM. Se um corretor sai da empresa, o histórico fica, e o cliente não precisa repetir tudo para outra pessoa.'),

      h2('Integração entre marketing e vendas'),
      quote(
        'Quando marketing e vendas olham para o mesmo funil, a discussão deixa de ser "os leads são ruins" e passa a ser "qual campanha traz quem compra".',
      ),
      p(
        'Na prática, isso significa definir juntos o que é um lead qualificado, revisar toda semana uma amostra de conversas e devolver ao marketing o motivo de perda de cada oportunidade: preço, localização, crédito negado, compra de outro imóvel. Com as **conversões offline** (visita, proposta e venda) enviadas ao Google Ads e ao Meta Ads, as plataformas passam a otimizar as campanhas para encontrar compradores, e não apenas curiosos. Se você ainda está estruturando a captação, comece pelo nosso artigo sobre [geração de leads](/blog/geracao-de-leads).',
      ),

      h2('Métricas do funil comercial'),
      p('Acompanhe a conversão etapa por etapa para saber onde agir:'),
      ul(
        'Lead → contato realizado',
        'Contato → visita agendada',
        'Visita agendada → visita realizada',
        'Visita → proposta',
        'Proposta → venda, com contrato assinado e crédito aprovado',
      ),
      p(
        'Se poucas visitas agendadas acontecem, reforce a confirmação e os lembretes. Se muitas visitas não viram proposta, o problema pode estar no produto, no preço ou na apresentação no decorado. Ter essas taxas separadas transforma impressões em decisões e mostra o VGV que cada etapa deixa escapar.',
      ),

      h2('LGPD e confiança'),
      p(
        'Todo esse processo lida com dados pessoais. Informe no formulário para que os dados serão usados, registre o consentimento, não inclua clientes em listas de transmissão sem autorização e ofereça uma forma simples de deixar de receber mensagens. Além de cumprir a **LGPD**, esse cuidado transmite profissionalismo, e confiança é decisiva na compra de um imóvel.',
      ),

      h2('Próximos passos'),
      p(
        'Transformar leads em vendas é uma questão de processo: responder rápido, qualificar bem, levar o cliente ao decorado, acompanhar com consistência e medir cada etapa. Se quiser um diagnóstico do seu funil comercial, [agende uma consultoria gratuita](/agendamento) com a Alicerce Digital.',
      ),
    ],
  },
];
