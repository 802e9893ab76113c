import type { LegalCompany, LegalSection } from './types';

/** Opening paragraph, before the numbered sections. */
export const termsIntro = ({ name, city }: LegalCompany): string[] => [
  `Estes Termos de Uso regulam o acesso e a utilização do site da ${name}, agência de marketing digital para o mercado imobiliário com sede em ${city}, e as condições gerais aplicáveis às solicitações de contato, propostas e agendamentos feitos por meio dele.`,
];

/** Termos de Uso: 11 numbered sections (spec §2 "Legal pages"). */
export const termsSections = ({ name, email }: LegalCompany): LegalSection[] => [
  {
    title: 'Aceitação dos termos',
    body: [
      'Ao navegar pelo site, preencher um formulário ou agendar uma consultoria, você declara ter lido, compreendido e aceitado estes Termos de Uso e a nossa Política de Privacidade. Se não concordar com alguma condição, pedimos que não utilize o site.',
      'Quem utiliza o site em nome de uma empresa declara ter poderes para aceitar estes Termos em nome dela.',
    ],
  },
  {
    title: 'Serviços oferecidos',
    body: [
      `A ${name} presta serviços de marketing digital voltados a construtoras, incorporadoras, imobiliárias, loteadoras e corretores, entre eles:`,
      [
        'geração de leads por meio de campanhas de mídia paga;',
        'planejamento e execução de campanhas de lançamentos imobiliários;',
        'automação de vendas, integração com CRM e distribuição de leads;',
        'consultoria de performance de campanhas e do processo comercial.',
      ],
      'As descrições, os planos e os preços “a partir de” apresentados no site têm caráter informativo e podem variar conforme o escopo, a região, o volume de mídia e as metas de cada projeto. Resultados mencionados em cases, estatísticas e artigos refletem experiências anteriores e não constituem garantia de resultado futuro.',
    ],
  },
  {
    title: 'Uso do site',
    body: [
      'Você se compromete a utilizar o site de forma lícita, respeitando a legislação, a boa-fé e estes Termos. Não é permitido:',
      [
        'enviar informações falsas, de terceiros sem autorização ou com conteúdo ofensivo, ilegal ou discriminatório;',
        'tentar acessar áreas restritas, como o painel administrativo, sem autorização;',
        'enviar mensagens automatizadas, spam ou realizar ações que sobrecarreguem a infraestrutura do site;',
        'copiar o site ou extrair o seu conteúdo de forma automatizada para fins comerciais.',
      ],
      'Podemos bloquear envios e acessos que violem estas regras, sem aviso prévio.',
      'Ao preencher um formulário, você se responsabiliza pela veracidade dos dados informados. Contatos de corretores, construtoras e imobiliárias costumam ser tratados por mais de uma pessoa da nossa equipe; por isso, informe um e-mail e um telefone em que possa ser encontrado em horário comercial.',
    ],
  },
  {
    title: 'Propriedade intelectual',
    body: [
      `Textos, artigos, layouts, marcas, logotipos, imagens, materiais de cases e demais conteúdos do site pertencem à ${name} ou são utilizados com autorização dos seus titulares, e são protegidos pela legislação de direitos autorais e de propriedade industrial.`,
      'É permitido compartilhar links para as páginas e citar trechos curtos dos artigos com indicação da fonte. Qualquer outra reprodução, modificação ou uso comercial depende de autorização prévia e por escrito. Nomes de plataformas parceiras, como Google, Meta, LinkedIn e Taboola, são marcas de seus respectivos titulares e aparecem apenas para indicar os canais em que atuamos.',
    ],
  },
  {
    title: 'Conteúdo e links de terceiros',
    body: [
      'O site pode conter links para sites, ferramentas e redes sociais de terceiros, como o WhatsApp e plataformas de videoconferência usadas nas consultorias. Esses serviços têm termos e políticas próprios, sobre os quais não temos controle, e recomendamos que você os leia antes de utilizá-los.',
      'Dados de mercado, indicadores e informações de terceiros citados nos artigos são apresentados com a melhor diligência, mas podem mudar com o tempo; confira as fontes originais antes de tomar decisões de investimento.',
    ],
  },
  {
    title: 'Limitação de responsabilidade',
    body: [
      'Empenhamo-nos para manter o site disponível, seguro e com informações corretas, mas ele é oferecido “no estado em que se encontra”, podendo passar por interrupções para manutenção ou por falhas alheias à nossa vontade.',
      'Na máxima extensão permitida pela lei, não nos responsabilizamos por decisões tomadas exclusivamente com base em conteúdos informativos do site, por indisponibilidades temporárias, por danos causados por vírus ou ataques originados de terceiros, nem pelo conteúdo de sites externos. Nada nestes Termos afasta direitos garantidos pelo Código de Defesa do Consumidor, quando aplicável.',
    ],
  },
  {
    title: 'Proposta e contratação',
    body: [
      'O envio de um formulário ou de uma mensagem pelo botão “Solicitar Proposta” não gera contratação nem obrigação de compra para nenhuma das partes. Após entender o seu projeto, enviamos uma proposta comercial com escopo, prazos, valores do fee fixo mensal e, quando houver, da comissão por venda.',
      'A contratação só se concretiza com a aceitação formal da proposta e a assinatura do contrato de prestação de serviços, que prevalece sobre estes Termos em caso de divergência. A verba de mídia investida nas plataformas de anúncios é definida com o cliente e paga diretamente a elas, salvo acordo diferente no contrato.',
    ],
  },
  {
    title: 'Agendamentos de consultoria',
    body: [
      'A consultoria gratuita tem duração de 45 minutos, é realizada online por videoconferência e pode ser agendada em dias úteis, nos horários exibidos na página de agendamento. Cada horário é reservado para uma única pessoa ou empresa.',
      `Se não puder comparecer, pedimos que avise com antecedência pelo e-mail ${email} ou pelo WhatsApp, para que o horário seja liberado. Podemos remarcar uma consultoria por motivos operacionais, sempre com aviso prévio e oferta de novo horário. A consultoria tem caráter de diagnóstico e não substitui a proposta comercial.`,
    ],
  },
  {
    title: 'Privacidade e proteção de dados',
    body: [
      'Os dados pessoais enviados pelo site são tratados de acordo com a nossa Política de Privacidade e com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018). Lá você encontra quais dados coletamos, para que os usamos, com quem os compartilhamos, como usamos cookies e como exercer os seus direitos de titular.',
      'Quando o cliente contratante nos entrega dados de terceiros, como listas de interessados ou bases do seu CRM para públicos de anúncios, ele atua como controlador desses dados e deve garantir que possui base legal para o compartilhamento. Nesses casos, tratamos as informações apenas conforme as instruções do contrato, como operadores, e não as utilizamos para nenhuma outra finalidade.',
    ],
  },
  {
    title: 'Alterações destes termos',
    body: [
      'Estes Termos podem ser alterados a qualquer momento para refletir mudanças nos serviços, no site ou na legislação. A versão em vigor é sempre a publicada nesta página, com a data da última atualização indicada no topo. O uso do site após a publicação de alterações significa concordância com a nova versão.',
    ],
  },
  {
    title: 'Legislação aplicável e foro',
    body: [
      'Estes Termos são regidos pelas leis da República Federativa do Brasil. Fica eleito o foro da Comarca de Sorocaba-SP para resolver quaisquer controvérsias decorrentes deles, com renúncia a qualquer outro, por mais privilegiado que seja, ressalvado o direito do consumidor de propor ação no foro do seu domicílio.',
      `Antes de recorrer ao Judiciário, convidamos você a entrar em contato pelo e-mail ${email}: a maioria das questões se resolve rapidamente em uma conversa.`,
    ],
  },
];
