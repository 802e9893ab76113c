import { PERSONAL_DATA_RETENTION_MONTHS_DEFAULT } from '@alicerce/domain';

import { PRIVACY_STATISTICS_PARAGRAPH } from './privacy-statistics';
import type { LegalCompany, LegalSection } from './types';

/** Opening paragraphs, before the numbered sections. */
export const privacyIntro = ({ name, city }: LegalCompany): string[] => [
  `Esta Política de Privacidade explica como a ${name}, agência de marketing digital especializada no mercado imobiliário, com sede em ${city}, coleta, utiliza, armazena e protege os dados pessoais das pessoas que visitam este site, preenchem nossos formulários ou agendam uma consultoria.`,
  'Levamos a privacidade a sério porque o nosso trabalho depende de confiança: construtoras, incorporadoras, imobiliárias, loteadoras e corretores nos procuram para falar de projetos e resultados, e essas conversas começam pelo compartilhamento de informações de contato. Ao utilizar o site, você declara ter lido e compreendido esta Política.',
];

/** Política de Privacidade: 9 numbered sections (spec §2 "Legal pages"). */
export const privacySections = ({ email }: LegalCompany): LegalSection[] => [
  {
    title: 'Dados coletados',
    body: [
      'Coletamos apenas os dados necessários para responder às solicitações feitas no site. Nos formulários de contato e de agendamento de consultoria podemos receber:',
      [
        'nome completo;',
        'endereço de e-mail;',
        'telefone ou WhatsApp;',
        'nome da empresa (quando informado);',
        'a mensagem que você escrever, com detalhes do seu empreendimento ou necessidade;',
        'a data e o horário escolhidos, no caso de agendamentos;',
        'parâmetros UTM (origem, mídia e campanha do anúncio ou link que trouxe você ao site) e a página de origem do formulário.',
      ],
      'Também podem ser registrados dados técnicos de navegação, como endereço IP, tipo de navegador, páginas visitadas e data e hora de acesso, por meio de registros do servidor e, se você consentir, de cookies analíticos e de marketing. Não solicitamos dados pessoais sensíveis e pedimos que você não os inclua no campo de mensagem.',
    ],
  },
  {
    title: 'Finalidade do tratamento',
    body: [
      'Utilizamos os dados pessoais para as seguintes finalidades:',
      [
        'responder ao seu contato e apresentar uma proposta de serviços;',
        'confirmar, lembrar e realizar a consultoria online agendada;',
        'entender quais canais e campanhas trazem visitantes ao site, para melhorar a nossa comunicação;',
        'cumprir obrigações legais e regulatórias e exercer direitos em processos administrativos ou judiciais;',
        'garantir a segurança do site, prevenindo fraudes, spam e acessos indevidos.',
      ],
      'Não vendemos dados pessoais e não os utilizamos para finalidades incompatíveis com as descritas acima. Caso surja uma nova finalidade, você será informado previamente e, quando necessário, seu consentimento será solicitado.',
    ],
  },
  {
    title: 'Compartilhamento de dados',
    body: [
      'Os dados podem ser compartilhados somente com parceiros que nos ajudam a operar o site e a prestar os serviços, sempre na medida do necessário e sob obrigações de confidencialidade:',
      [
        'provedores de hospedagem e de infraestrutura em nuvem, que armazenam o site e o banco de dados;',
        'provedores de envio de e-mail, usados para confirmações de agendamento e respostas às solicitações;',
        'ferramentas de mídia paga e de análise (como Google e Meta), apenas quando você autorizar os cookies correspondentes;',
        'autoridades públicas, quando houver obrigação legal ou ordem judicial.',
      ],
      'Alguns desses fornecedores podem armazenar dados fora do Brasil. Nesses casos, a transferência internacional ocorre apenas para países ou empresas que ofereçam grau de proteção adequado ou mediante as salvaguardas previstas na legislação.',
    ],
  },
  {
    title: 'Cookies e tecnologias semelhantes',
    body: [
      'Cookies são pequenos arquivos gravados no seu navegador que permitem reconhecer preferências e medir o uso do site. Na primeira visita, exibimos um banner de consentimento em que você escolhe quais categorias aceita:',
      [
        'necessários: indispensáveis para o funcionamento do site, como a lembrança do tema claro ou escuro e das suas escolhas de consentimento; não podem ser desativados;',
        'analíticos: medem visitas e navegação de forma agregada, para entendermos quais conteúdos são mais úteis;',
        'marketing: permitem que plataformas de anúncios meçam conversões e exibam anúncios mais relevantes.',
      ],
      'Cookies analíticos e de marketing só são ativados com a sua autorização. Você pode revogar ou alterar o consentimento a qualquer momento, com a mesma facilidade com que o concedeu, pelo link “Preferências de cookies”, no rodapé de todas as páginas: ali é possível rejeitar ou aceitar todas as categorias com um clique, ou escolher uma a uma. Também é possível apagar cookies nas configurações do navegador.',
      'Para podermos comprovar o seu consentimento, como exige o art. 8º, § 2º, da LGPD, cada escolha feita no banner ou nas preferências, inclusive a revogação, é registrada em nosso servidor apenas com: um identificador aleatório, gerado no seu navegador e guardado junto com a sua escolha; as categorias aceitas; a forma da escolha (aceitar todos, rejeitar todos ou salvar preferências); a versão desta Política em vigor; e a data e a hora da escolha. O registro não guarda endereço IP, dados do navegador nem qualquer outra informação que identifique você, e só pode ser associado à sua escolha por meio do identificador que fica no seu próprio navegador.',
      PRIVACY_STATISTICS_PARAGRAPH,
    ],
  },
  {
    title: 'LGPD: bases legais e direitos do titular',
    body: [
      'O tratamento de dados pessoais pela agência segue a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018). As bases legais que utilizamos são: a execução de procedimentos preliminares relacionados a contrato, a pedido do titular, quando você solicita contato ou agenda uma consultoria; o consentimento, para cookies analíticos e de marketing; o legítimo interesse, para a segurança do site e a melhoria dos nossos serviços; e o cumprimento de obrigação legal ou regulatória.',
      'Como titular dos dados, você pode, a qualquer momento e gratuitamente:',
      [
        'confirmar a existência de tratamento e acessar os seus dados;',
        'corrigir dados incompletos, inexatos ou desatualizados;',
        'solicitar a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em desconformidade com a lei;',
        'solicitar a portabilidade dos dados a outro fornecedor;',
        'obter informações sobre as entidades com as quais compartilhamos os seus dados;',
        'revogar o consentimento e solicitar a eliminação dos dados tratados com base nele;',
        'opor-se a tratamentos realizados com fundamento em outras bases legais, quando houver descumprimento da lei.',
      ],
      `O encarregado pelo tratamento de dados pessoais (DPO) pode ser contatado pelo e-mail ${email}. Responderemos às solicitações em até 15 dias. Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).`,
    ],
  },
  {
    title: 'Retenção dos dados',
    body: [
      `Os dados pessoais enviados pelos formulários de contato e de agendamento (nome, e-mail, telefone, empresa e mensagem) são mantidos por ${PERSONAL_DATA_RETENTION_MONTHS_DEFAULT} meses a partir do envio, tempo suficiente para atender à solicitação e acompanhar uma eventual negociação. Ao fim desse prazo, são anonimizados automaticamente: os campos que identificam você são substituídos, e permanecem apenas informações estatísticas, como a data e a origem da solicitação, que não permitem identificar ninguém.`,
      'Um pedido de eliminação ou de anonimização feito antes do fim do prazo é atendido da mesma forma, conforme os direitos descritos na seção anterior. Quando a conversa resulta em contrato, os dados necessários para executá-lo passam a ser tratados no âmbito desse contrato, e registros que precisem ser guardados por obrigação legal, como documentos fiscais de clientes contratantes, são mantidos apenas pelo período exigido.',
      'Os registros de consentimento de cookies, que não contêm dados que identifiquem você, são mantidos enquanto forem necessários para comprovar as escolhas feitas.',
    ],
  },
  {
    title: 'Segurança da informação',
    body: [
      'Adotamos medidas técnicas e administrativas para proteger os dados contra acessos não autorizados, perda ou alteração, entre elas:',
      [
        'conexão criptografada (HTTPS) em todas as páginas e formulários;',
        'acesso ao painel administrativo restrito a pessoas autorizadas, com senha individual;',
        'cópias de segurança periódicas e registro das operações relevantes;',
        'limitação de tentativas de envio para reduzir spam e abusos.',
      ],
      'Nenhum sistema é totalmente imune a incidentes. Caso ocorra um incidente de segurança que possa gerar risco ou dano relevante, comunicaremos os titulares afetados e a ANPD, conforme a lei.',
    ],
  },
  {
    title: 'Alterações desta política',
    body: [
      'Esta Política pode ser atualizada para refletir mudanças nos nossos serviços, nas ferramentas utilizadas ou na legislação. A data da última atualização aparece no início desta página. Quando as mudanças forem relevantes, daremos destaque a elas no site e, se for o caso, solicitaremos novamente o seu consentimento.',
    ],
  },
  {
    title: 'Contato',
    body: [
      `Dúvidas, pedidos ou reclamações sobre esta Política de Privacidade ou sobre o tratamento dos seus dados podem ser enviados para ${email}. Para agilizar o atendimento, informe o seu nome e o e-mail ou telefone usado no formulário, para que possamos localizar os seus registros com segurança.`,
    ],
  },
];
