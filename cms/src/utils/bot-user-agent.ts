/**
 * User agents that are not a person reading the page: crawlers, link previewers, monitors, headless browsers,
 * HTTP libraries and Lighthouse. An empty user agent is a script too.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|phantomjs|puppeteer|playwright|selenium|webdriver|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|curl\/|wget\/|python|java\/|go-http-client|okhttp|axios\/|node-fetch|undici|libwww|httpclient|scrapy/i;

export const isBotUserAgent = (userAgent: string | undefined): boolean => !userAgent?.trim() || BOT_PATTERN.test(userAgent);
