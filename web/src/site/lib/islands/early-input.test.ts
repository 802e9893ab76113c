import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { HELD_SWIPE_EVENT, earlyInput, holdEarlyInput } from './early-input';
import { startIslands, type IslandMount } from './runtime';

// As the page's inline script does from its first moment (bootstrap.ts); once for the file.
const used = vi.fn();
const failed = vi.fn();
holdEarlyInput(used, failed);

afterEach(() => {
  earlyInput().held = [];
  delete document.documentElement.dataset.islands;
  vi.clearAllMocks();
});

const island = (name: string, inner: string) => `<div data-island="${name}" data-island-when="load" style="display: contents">${inner}</div>`;
const isReady = (name: string) => document.querySelector(`[data-island="${name}"]`)!.hasAttribute('data-island-ready');

/** An island whose code arrives when the test says (`arrive()`), as over a slow network. */
function slowIsland(mount: IslandMount) {
  let arrive = () => {};
  const code = new Promise<void>((resolve) => (arrive = resolve));
  return { entry: { load: () => code.then(() => ({ mount })) }, arrive: () => arrive() };
}

describe('early input held until its island is bound, then done again', () => {
  it('a tap on a button (on its icon): stopped, then made once the island is bound — two impatient taps make one', async () => {
    document.body.innerHTML = island('menu', '<button type="button" aria-expanded="false"><svg></svg>Abrir menu</button>');
    const button = document.querySelector('button')!;
    const menu = slowIsland(() =>
      button.addEventListener('click', () => button.setAttribute('aria-expanded', String(button.getAttribute('aria-expanded') !== 'true'))),
    );
    const reached: boolean[] = [];
    document.addEventListener('click', (event) => reached.push(event.defaultPrevented));

    startIslands({ menu: menu.entry });
    button.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    button.click();
    expect(reached).toEqual([]);
    expect(used).toHaveBeenCalled();

    menu.arrive();
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    expect(reached).toEqual([false]);
  });

  it("a tap on a control outside the island it names (the footer's 'Preferências de cookies') is held for that island", async () => {
    document.body.innerHTML =
      '<footer><button type="button" data-open-prefs data-island-for="consent">Preferências de cookies</button></footer>' +
      island('consent', '<dialog>Preferências</dialog>');
    const opened: string[] = [];
    // The consent island listens on the document for the footer's button, as consent-island.ts does.
    const consent = slowIsland(() =>
      document.addEventListener('click', (event) => (event.target as Element).closest('[data-open-prefs]') && opened.push('dialog')),
    );
    startIslands({ consent: consent.entry });
    document.querySelector('footer button')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(earlyInput().held.map((input) => input.island.dataset.island)).toEqual(['consent']);

    consent.arrive();
    await vi.waitFor(() => expect(opened).toEqual(['dialog']));
  });

  it("a filter picked in a select survives the island's start-up resetting it, and filters (the /cases case)", async () => {
    document.body.innerHTML = island(
      'cases',
      '<select name="plataforma"><option value="">Todas as plataformas</option><option value="meta">Meta Ads</option></select><ul><li data-platform="meta">A</li><li data-platform="google">B</li></ul>',
    );
    const select = document.querySelector('select')!;
    const cases = slowIsland((element) => {
      const show = () =>
        element.querySelectorAll('li').forEach((item) => (item.hidden = select.value !== '' && item.dataset.platform !== select.value));
      select.value = ''; // read from the address, which has no filter yet
      show();
      select.addEventListener('change', show);
    });

    startIslands({ cases: cases.entry });
    await userEvent.selectOptions(select, 'meta');
    cases.arrive();

    await vi.waitFor(() => expect(isReady('cases')).toBe(true));
    expect(select).toHaveValue('meta');
    expect(Array.from(document.querySelectorAll('li')).map((item) => item.hidden)).toEqual([false, true]);
  });

  it('keystrokes in a field stay in it and reach the island as its last `input`; a checkbox keeps its tick', async () => {
    document.body.innerHTML = island(
      'lead-form',
      '<form><input name="name" aria-label="Nome"><input type="checkbox" name="ok" aria-label="Aceito"></form>',
    );
    const seen: string[] = [];
    const form = slowIsland((element) => {
      element.addEventListener('input', (event) => seen.push(`input ${(event.target as HTMLInputElement).value}`));
      element.addEventListener('change', (event) => seen.push(`change ${(event.target as HTMLInputElement).checked}`));
    });
    const user = userEvent.setup();

    startIslands({ 'lead-form': form.entry });
    await user.type(document.querySelector('input[name="name"]')!, 'Ana');
    await user.click(document.querySelector('input[type="checkbox"]')!);
    form.arrive();

    // The name's last value, then the box's tick (leaving the name field also sent it a `change`).
    await vi.waitFor(() => expect(seen.at(-1)).toBe('change true'));
    expect(seen[0]).toBe('input Ana');
    expect(document.querySelector('input[name="name"]')).toHaveValue('Ana');
    expect(document.querySelector('input[type="checkbox"]')).toBeChecked();
  });

  it("a finger's sideways swipe is held and replayed to the island; a thumb scrolling the page or a short slide is not", async () => {
    document.body.innerHTML = island('carousel', '<div><img alt="Fachada"></div>');
    const image = document.querySelector('img')!;
    /** A touch from (x0, y0) lifted at (x1, y1), as the phone's screen reports it. */
    const drag = (x0: number, y0: number, x1: number, y1: number) => {
      const start = new Event('touchstart', { bubbles: true });
      Object.defineProperty(start, 'touches', { value: [{ identifier: 7, clientX: x0, clientY: y0 }] });
      image.dispatchEvent(start);
      const end = new Event('touchend', { bubbles: true });
      Object.defineProperty(end, 'changedTouches', { value: [{ identifier: 7, clientX: x1, clientY: y1 }] });
      image.dispatchEvent(end);
    };
    const swipes: string[] = [];
    const carousel = slowIsland((element) =>
      element.addEventListener(HELD_SWIPE_EVENT, (event) => swipes.push((event as CustomEvent<string>).detail)),
    );
    startIslands({ carousel: carousel.entry });

    drag(300, 200, 290, 420); // a scroll: more up and down than sideways
    drag(300, 200, 270, 205); // 30 px: a touch that slid, not a swipe
    expect(earlyInput().held).toEqual([]);
    drag(300, 200, 100, 230);
    expect(earlyInput().held.map((input) => [input.type, input.toward])).toEqual([['swipe', 'left']]);
    expect(used).toHaveBeenCalled();

    carousel.arrive();
    await vi.waitFor(() => expect(swipes).toEqual(['left']));
    // Bound: the island's own code takes the finger from now on.
    drag(100, 200, 300, 200);
    expect(earlyInput().held).toEqual([]);
    expect(swipes).toEqual(['left']);
  });

  it('← → on a control of an island are held as swipes (→ as one to the left) and replayed; not in a field', async () => {
    document.body.innerHTML = island('carousel', '<button type="button">Próxima imagem</button><input aria-label="Busca">');
    const steps: string[] = [];
    const carousel = slowIsland((element) =>
      element.addEventListener(HELD_SWIPE_EVENT, (event) => steps.push((event as CustomEvent<string>).detail)),
    );
    startIslands({ carousel: carousel.entry });
    const user = userEvent.setup();

    await user.click(screen.getByRole('textbox', { name: 'Busca' }));
    await user.keyboard('{ArrowLeft}{ArrowRight}');
    expect(earlyInput().held.filter((input) => input.type === 'swipe')).toEqual([]);
    screen.getByRole('button', { name: 'Próxima imagem' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(earlyInput().held.map((input) => [input.type, input.toward])).toEqual([['swipe', 'left']]);

    carousel.arrive();
    await vi.waitFor(() => expect(steps).toEqual(['left']));
  });

  it('input on an island already bound is left alone, as are links and submit buttons (their form is held instead)', async () => {
    document.body.innerHTML = island('share', '<a href="#x">Ler</a><button type="button">Compartilhar</button>');
    await startIslands({ share: { mount: () => {} } });
    const reached: string[] = [];
    document.addEventListener('click', (event) => reached.push((event.target as Element).tagName));

    document.querySelector('button')!.click();
    document.querySelector('a')!.click();
    expect(reached).toEqual(['BUTTON', 'A']);
    expect(earlyInput().held).toEqual([]);
  });

  it('input on a bound island inside one still starting is its own: not held for the outer island', async () => {
    // The home's hero: a section island (waiting for the CMS's copy) around a lead form, already bound.
    document.body.innerHTML = island('section', island('form', '<form><input name="n"><button>Enviar</button></form>'));
    const section = slowIsland(() => {});
    const sent: boolean[] = [];
    startIslands({
      section: section.entry,
      form: { mount: (element) => element.addEventListener('submit', (event) => sent.push(event.defaultPrevented)) },
    });
    await vi.waitFor(() => expect(isReady('form')).toBe(true));
    expect(isReady('section')).toBe(false);

    document.querySelector('button')!.click();
    expect(sent).toEqual([false]);
    expect(earlyInput().held).toEqual([]);
  });

  it("a form sent is held and sent once bound; never sent when the island's code failed", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML =
      island('good', '<form id="good"><input name="n" value="Ana"><button>Enviar</button></form>') +
      island('bad', '<form id="bad"><button>Enviar</button></form>');
    const sent: string[] = [];
    document.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push((event.target as HTMLFormElement).id);
    });
    const good = slowIsland(() => {});
    const bad = slowIsland(() => {
      throw new Error('boom');
    });

    startIslands({ good: good.entry, bad: bad.entry });
    document.querySelector<HTMLButtonElement>('#good button')!.click();
    document.querySelector<HTMLButtonElement>('#bad button')!.click();
    expect(sent).toEqual([]);
    good.arrive();
    bad.arrive();

    await vi.waitFor(() => expect(isReady('good') && isReady('bad')).toBe(true));
    expect(sent).toEqual(['good']);
    expect(error).toHaveBeenCalledWith('Island bad failed', expect.anything());
  });

  it("once the page's code could not load, a form sent is stopped and handed over to say so", () => {
    document.body.innerHTML = island('lead-form', '<form><button>Enviar</button></form>');
    document.documentElement.dataset.islands = 'failed';
    const posted = vi.fn();
    document.addEventListener('submit', (event) => posted(event.defaultPrevented));

    document.querySelector('button')!.click();
    expect(failed).toHaveBeenCalledWith(document.querySelector('form'));
    expect(posted).toHaveBeenCalledWith(true);
  });
});
