/**
 * The site's own visit statistics (issue #15): what the cookieless beacon sends and its legal footing, a paragraph
 * of the privacy policy's cookies section. Its own file, so the policy's other texts can change beside it.
 */
export const PRIVACY_STATISTICS_PARAGRAPH =
  'Estatísticas de visitas sem cookies: para saber quantas visitas cada página recebe e de quais campanhas elas vêm, o site informa ao nosso próprio servidor, a cada página aberta e a cada clique no WhatsApp ou em “Agendar”, somente o endereço da página, o tipo de evento e a origem da visita (os parâmetros UTM ou o site de onde você veio). Esses dados são somados em contadores diários: não guardamos endereço IP, tipo de navegador, cookies nem qualquer identificador seu. São estatísticas agregadas e anônimas, que não constituem dados pessoais (art. 12 da LGPD), usadas no nosso legítimo interesse de medir o alcance do próprio site. Se o seu navegador enviar o sinal Global Privacy Control ou “Do Not Track”, nada é enviado.';
