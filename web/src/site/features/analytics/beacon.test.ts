import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { optedOutOfStatistics, startStatistics } from './beacon';

const ENDPOINT = 'https://cms.example/api/analytics/beacon';
const SOURCE = { source: 'google', medium: 'cpc', campaign: 'lancamento' };

let sent: Array<Record<string, string>>;
let stop = () => {};
let sendBeacon: ReturnType<typeof vi.fn>;
const privacy = (values: { globalPrivacyControl?: boolean; doNotTrack?: string | null }) => {
  for (const [key, value] of Object.entries(values)) Object.defineProperty(navigator, key, { value, configurable: true });
};

beforeEach(() => {
  sent = [];
  sendBeacon = vi.fn((_url: string, body: string) => {
    sent.push(JSON.parse(body));
    return true;
  });
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  privacy({ globalPrivacyControl: false, doNotTrack: null });
  window.history.pushState({}, '', '/servicos');
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

const clickLink = (href: string) => {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'link';
  link.addEventListener('click', (event) => event.preventDefault());
  document.body.append(link);
  link.click();
};

describe('startStatistics', () => {
  it('sends one page view with the path and the visit source, nothing else', () => {
    stop = startStatistics(ENDPOINT, () => SOURCE);
    expect(sendBeacon).toHaveBeenCalledWith(ENDPOINT, expect.any(String));
    expect(sent).toEqual([{ event: 'page_view', path: '/servicos', ...SOURCE }]);
  });

  it("counts a landing page's hero variant file as the page itself, its views and clicks under the variant the file shows", () => {
    window.history.pushState({}, '', '/lp/lancamento-vista-do-ipanema/__v/b');
    document.body.innerHTML = '<main><div data-landing-page="lancamento-vista-do-ipanema" data-variant="b"><h1>Destaque</h1></div></main>';
    stop = startStatistics(ENDPOINT, () => SOURCE);
    clickLink('https://wa.me/5515999999999');
    clickLink('/agendamento');
    const page = { path: '/lp/lancamento-vista-do-ipanema', variant: 'b', ...SOURCE };
    expect(sent).toEqual([
      { event: 'page_view', ...page },
      { event: 'whatsapp_click', ...page },
      { event: 'agendar_click', ...page },
    ]);
  });

  it('counts a click on a WhatsApp link and on a link to /agendamento, not other links', () => {
    stop = startStatistics(ENDPOINT, () => SOURCE);
    clickLink('https://wa.me/5515999999999?text=Ol%C3%A1');
    clickLink('/agendamento');
    clickLink('/contato');
    expect(sent.map((beacon) => beacon.event)).toEqual(['page_view', 'whatsapp_click', 'agendar_click']);
  });

  it.each([
    ['Global Privacy Control', { globalPrivacyControl: true }],
    ['Do Not Track', { doNotTrack: '1' }],
  ])('sends nothing, not even for clicks, with %s on', (_name, values) => {
    privacy(values);
    expect(optedOutOfStatistics()).toBe(true);
    stop = startStatistics(ENDPOINT, () => SOURCE);
    clickLink('https://wa.me/5515999999999');
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('sends nothing on /admin pages', () => {
    window.history.pushState({}, '', '/admin/dashboard');
    stop = startStatistics(ENDPOINT, () => SOURCE);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
