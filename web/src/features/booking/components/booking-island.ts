import { BOOKING_MESSAGES, formatBookingDate, isPastSlot, saoPauloNow, type Availability } from '@alicerce/domain';
import { contactForm } from '@/components/forms/contact-form-dom';
import { focusField, setButtonState } from '@/components/forms/field-dom';
import { loadFormRules } from '@/components/forms/form-rules-loader';
import { paths } from '@/config/paths';
import { ApiError, GENERIC_ERROR_MESSAGE } from '@/lib/api-error';
import { dismissToasts, toast } from '@/lib/dom/toast';
import { delay, randomId } from '@/lib/ids';

import { createBooking } from '../api/create-booking';
import { getAvailability } from '../api/get-availability';
import { bookableMonthRange, monthOf } from '../lib/calendar-dates';
import { monthGrid, monthLabel, shiftMonth } from '../lib/month-grid';
import { isSelectableDay, slotStates } from '../lib/slot-states';
import type { Attribution, LandingLeadFields } from '@alicerce/domain';

/** The booking form's error toasts: cleared once it is sent. */
const TOAST_GROUP = 'booking';

/** Spec §9: the visitor goes to /obrigado 2 s after the success toast. */
export const REDIRECT_DELAY_MS = 2000;
/** Slots that start while the page is open become unavailable: the time is read again this often. */
const CLOCK_MS = 30_000;
const CONFIRM_LABEL = 'Confirmar Agendamento';
const REASON = { taken: 'indisponível', past: 'horário encerrado' } as const;

type Options = { attribution: () => Attribution & LandingLeadFields };

const all = <T extends Element>(root: ParentNode, selector: string) => Array.from(root.querySelectorAll<T>(selector));
const one = <T extends Element>(root: ParentNode, selector: string) => root.querySelector<T>(selector)!;

/**
 * The booking flow of /agendamento: the month calendar (weekdays from today, Sao Paulo time), the day's free slots
 * from the CMS, 'Continuar' once both are chosen, then the contact step with the lead form's rules; the booking is
 * sent once (an idempotency key per data and slot). A slot that passed or was just taken sends the visitor back to
 * step 1 with the day kept.
 */
export function mount(root: HTMLElement, _props: unknown, { attribution }: Options) {
  const step1 = one<HTMLElement>(root, '[data-step="1"]');
  const step2 = one<HTMLFormElement>(root, 'form[data-step="2"]');
  const title = one<HTMLElement>(root, '[data-calendar-title]');
  const cells = all<HTMLButtonElement>(root, '[data-calendar-week] button');
  const [previousMonth] = all<HTMLButtonElement>(root, '[data-calendar-month]');
  const slotsBox = one<HTMLElement>(root, '[data-slots]');
  const slotButtons = all<HTMLButtonElement>(root, '[data-slot]');
  const slotGroup = one<HTMLElement>(slotsBox, '[role="group"]');
  const hint = one<HTMLElement>(root, '[data-slots-hint]');
  const slotsError = one<HTMLElement>(root, '[data-slots-error]');
  const continueButton = one<HTMLButtonElement>(root, '[data-continue]');
  const confirm = one<HTMLButtonElement>(step2, 'button[type="submit"]');
  const contact = contactForm(step2);

  let now = new Date();
  let month = monthOf(saoPauloNow(now).date);
  let date: string | null = null;
  let time: string | null = null;
  let taken: Availability | null = null;
  let loading = false;
  let sending = false;
  let checking = false;
  let idempotencyKey: string | null = null;
  const reads = new Map<string, Promise<Availability>>();

  const resetKey = () => (idempotencyKey = null);

  function drawCalendar() {
    const today = saoPauloNow(now).date;
    title.textContent = monthLabel(month);
    previousMonth.disabled = month <= monthOf(today);
    previousMonth.classList.toggle('Mui-disabled', previousMonth.disabled);
    const grid = monthGrid(month);
    const focusable = date && monthOf(date) === month ? date : grid.find((day) => day && isSelectableDay(day, now));
    cells.forEach((cell, index) => {
      const day = grid[index];
      cell.dataset.date = day ?? '';
      cell.textContent = day ? String(Number(day.slice(8))) : '';
      cell.disabled = !day || !isSelectableDay(day, now);
      // An empty cell only keeps the grid's shape: no button for assistive technology.
      if (day) cell.removeAttribute('aria-hidden');
      else cell.setAttribute('aria-hidden', 'true');
      cell.setAttribute('aria-selected', String(day !== null && day === date));
      cell.tabIndex = day && day === focusable ? 0 : -1;
      if (day === today) cell.setAttribute('aria-current', 'date');
      else cell.removeAttribute('aria-current');
    });
    // A week with no day of this month (the 6th row of most months) keeps its room but is not announced.
    for (const week of all<HTMLElement>(root, '[data-calendar-week]')) {
      week.setAttribute('aria-hidden', String(Array.from(week.children).every((cell) => !(cell as HTMLElement).dataset.date)));
    }
  }

  function drawSlots() {
    hint.hidden = date !== null;
    slotsBox.hidden = date === null;
    if (!date) return;
    // While the month's taken slots are read, the slots are drawn as placeholders (time-slot-picker.tsx), not as taken.
    slotGroup.setAttribute('aria-busy', String(loading));
    const states = slotStates(date, now, taken?.[date] ?? []);
    for (const button of slotButtons) {
      const state = states.find((slot) => slot.time === button.dataset.slot);
      button.disabled = loading || !state || state.disabled;
      button.title = state?.reason ? `${state.time} (${REASON[state.reason]})` : '';
      button.setAttribute('aria-pressed', String(button.dataset.slot === time && !button.disabled));
    }
    if (time && slotButtons.find((button) => button.dataset.slot === time)?.disabled && !loading) time = null;
    setButtonState(continueButton, { disabled: !date || !time });
  }

  /** The taken slots of the shown month, read once per month range (again after a refusal). */
  async function loadMonth() {
    const range = bookableMonthRange(month, now);
    if (!range) return;
    const key = `${range.from}/${range.to}`;
    let read = reads.get(key);
    if (!read) {
      read = getAvailability(range);
      reads.set(key, read);
    }
    loading = true;
    drawSlots();
    try {
      taken = { ...taken, ...(await read) };
      slotsError.hidden = true;
    } catch {
      reads.delete(key);
      slotsError.hidden = false;
    } finally {
      loading = false;
      drawSlots();
    }
  }

  function showStep(step: 1 | 2) {
    step1.hidden = step !== 1;
    step2.hidden = step !== 2;
    const section = step === 1 ? step1 : step2;
    section.scrollIntoView({ block: 'start' });
    one<HTMLElement>(section, 'h2').focus({ preventScroll: true });
  }

  function toStep2() {
    if (!date || !time) return;
    one(step2, '[data-chosen-date]').textContent = formatBookingDate(date);
    one(step2, '[data-chosen-time]').textContent = `às ${time} (horário de Brasília) · 45 minutos · online`;
    setButtonState(confirm, { disabled: !contact.requiredFilled() || sending });
    showStep(2);
  }

  /** Back to step 1 with the day kept; the time is cleared (it passed or was taken). */
  function slotLost() {
    now = new Date();
    time = null;
    resetKey();
    drawCalendar();
    drawSlots();
    showStep(1);
  }

  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    const cell = target.closest<HTMLButtonElement>('[data-calendar-week] button');
    if (cell?.dataset.date && !cell.disabled) {
      date = cell.dataset.date;
      time = null;
      resetKey();
      drawCalendar();
      drawSlots();
      void loadMonth();
      return;
    }
    const monthButton = target.closest<HTMLButtonElement>('[data-calendar-month]');
    if (monthButton && !monthButton.disabled) {
      month = shiftMonth(month, Number(monthButton.dataset.calendarMonth));
      drawCalendar();
      void loadMonth();
      return;
    }
    const slot = target.closest<HTMLButtonElement>('[data-slot]');
    if (slot && !slot.disabled) {
      time = slot.dataset.slot ?? null;
      resetKey();
      drawSlots();
      return;
    }
    if (target.closest('[data-continue]')) toStep2();
    else if (target.closest('[data-back]') && !sending) showStep(1);
  });

  // Arrow keys move through the month's days (the grid keeps one day in the tab order).
  root.querySelector('[role="grid"]')?.addEventListener('keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const current = (event.target as Element).closest<HTMLButtonElement>('button[data-date]');
    if (!(key in moves) || !current) return;
    event.preventDefault();
    const days = cells.filter((cell) => cell.dataset.date);
    const target = days[days.indexOf(current) + moves[key]];
    if (!target) return;
    current.tabIndex = -1;
    target.tabIndex = 0;
    target.focus();
  });

  step2.addEventListener('input', () => {
    resetKey(); // changed data is a new submission
    setButtonState(confirm, { disabled: !contact.requiredFilled() || sending });
  });

  step2.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending || checking) return;
    if (!date || !time) {
      toast.error(BOOKING_MESSAGES.required, BOOKING_MESSAGES.requiredDescription, { group: TOAST_GROUP });
      slotLost();
      return;
    }
    checking = true;
    const [fields, rules] = await Promise.all([contact.check(), loadFormRules().catch(() => null)]).finally(() => (checking = false));
    if (!date || !time) return; // the slot was lost meanwhile (it passed): step 1 is showing already
    if (!('data' in fields)) {
      if (fields.field) focusField(fields.field);
      toast.error('Erro de validação', fields.error, { group: TOAST_GROUP });
      return;
    }
    // Without the rules (a failed download) the CMS checks the slot with the same rules.
    const slot = rules?.parseInput(rules.bookingSlotSchema, { date, time });
    const slotMessage = slot?.success === false ? slot.message : isPastSlot(date, time, new Date()) ? BOOKING_MESSAGES.past : null;
    if (slotMessage) {
      toast.error('Erro de validação', slotMessage, { group: TOAST_GROUP });
      slotLost();
      return;
    }
    dismissToasts(TOAST_GROUP); // sent: its earlier problems no longer apply
    idempotencyKey ??= randomId();
    sending = true;
    contact.lock(true);
    setButtonState(confirm, { disabled: true, text: 'Agendando...' });
    try {
      await createBooking({ fields: fields.data, date, time, attribution: attribution(), honeypot: contact.honeypot(), idempotencyKey });
    } catch (error) {
      sending = false;
      contact.lock(false);
      setButtonState(confirm, { disabled: !contact.requiredFilled(), text: CONFIRM_LABEL });
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.status === 409) {
        toast.error('Horário indisponível', apiError.message, { group: TOAST_GROUP });
        reads.clear();
        slotLost();
        void loadMonth();
        return;
      }
      // The CMS's messages arrive in the site's pt-BR (lib/public-api.ts); a field's goes under it, with the focus.
      if (apiError?.status === 400) contact.showServerError(apiError.field, apiError.message);
      toast.error(apiError?.status === 400 ? 'Erro de validação' : 'Erro ao agendar', apiError?.message ?? GENERIC_ERROR_MESSAGE, { group: TOAST_GROUP });
      return;
    }
    toast.success('Reunião agendada com sucesso!', 'Você receberá um e-mail de confirmação em breve.');
    await delay(REDIRECT_DELAY_MS);
    window.location.assign(paths.thankYou);
  });

  setInterval(() => {
    now = new Date();
    drawCalendar();
    drawSlots();
  }, CLOCK_MS);
  drawCalendar();
  drawSlots();
}
