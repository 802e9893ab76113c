import { BOOKING_MESSAGES, isPastSlot, type Attribution, type LandingLeadFields } from '@alicerce/domain';
import { focusField, setButtonState } from '@/site/components/forms/field-dom';
import { loadFormRules } from '@/site/components/forms/form-rules-loader';
import { paths } from '@/shared/config/paths';
import { ApiError, GENERIC_ERROR_MESSAGE } from '@/shared/lib/api-error';
import { dismissToasts, toast } from '@/site/lib/dom/toast';
import { delay, randomId } from '@/site/lib/ids';

import { createBooking } from '../api/create-booking';

import { slotLost } from './booking-details-step';
import { CONFIRM_LABEL, TOAST_GROUP, type Booking } from './booking-dom';
import { loadMonth } from './booking-slots-step';

/** Spec §9: the visitor goes to /obrigado 2 s after the success toast. */
export const REDIRECT_DELAY_MS = 2000;

/**
 * 'Confirmar Agendamento': the details checked with the lead form's rules and the slot with the booking's, then the
 * booking sent once (an idempotency key per data and slot). A slot that passed or was just taken sends the visitor
 * back to step 1 with the day kept.
 */
export function bindSubmit(booking: Booking, attribution: () => Attribution & LandingLeadFields) {
  const { parts, state } = booking;
  const { contact, confirm } = parts;
  parts.step2.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (state.sending || state.checking) return;
    if (!state.date || !state.time) {
      toast.error(BOOKING_MESSAGES.required, BOOKING_MESSAGES.requiredDescription, { group: TOAST_GROUP });
      slotLost(booking);
      return;
    }
    state.checking = true;
    const [fields, rules] = await Promise.all([contact.check(), loadFormRules().catch(() => null)]).finally(() => (state.checking = false));
    const { date, time } = state;
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
      slotLost(booking);
      return;
    }
    dismissToasts(TOAST_GROUP); // sent: its earlier problems no longer apply
    state.idempotencyKey ??= randomId();
    state.sending = true;
    contact.lock(true);
    setButtonState(confirm, { disabled: true, text: 'Agendando...' });
    try {
      await createBooking({
        fields: fields.data,
        date,
        time,
        attribution: attribution(),
        honeypot: contact.honeypot(),
        idempotencyKey: state.idempotencyKey,
      });
    } catch (error) {
      state.sending = false;
      contact.lock(false);
      setButtonState(confirm, { disabled: !contact.requiredFilled(), text: CONFIRM_LABEL });
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.status === 409) {
        toast.error('Horário indisponível', apiError.message, { group: TOAST_GROUP });
        state.reads.clear();
        slotLost(booking);
        void loadMonth(booking);
        return;
      }
      // The CMS's messages arrive in the site's pt-BR (site/lib/public-api.ts); a field's goes under it, with the focus.
      if (apiError?.status === 400) contact.showServerError(apiError.field, apiError.message);
      toast.error(apiError?.status === 400 ? 'Erro de validação' : 'Erro ao agendar', apiError?.message ?? GENERIC_ERROR_MESSAGE, {
        group: TOAST_GROUP,
      });
      return;
    }
    toast.success('Reunião agendada com sucesso!', 'Você receberá um e-mail de confirmação em breve.');
    await delay(REDIRECT_DELAY_MS);
    window.location.assign(paths.thankYou);
  });
}
