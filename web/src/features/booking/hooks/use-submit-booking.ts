import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, type RefObject } from 'react';

import { BOOKING_MESSAGES, bookingSlotSchema, isPastSlot, parseInput, type Attribution, type ContactFields } from '@alicerce/domain';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { delay, randomId } from '@/lib/ids';
import { toast } from '@/lib/dom/toast';

import { availabilityKeys } from '../api/get-availability';
import { createBooking } from '../api/create-booking';

/** Spec §9: the visitor goes to /obrigado 2 s after the success toast. */
export const REDIRECT_DELAY_MS = 2000;

type Options = {
  date: string | null;
  time: string | null;
  honeypot: RefObject<HTMLInputElement | null>;
  attribution: () => Attribution;
  /** Back to step 1 keeping the date; the time is cleared (taken or past). */
  onSlotLost: () => void;
};

/**
 * Sends the booking. Missing slot: the §8 toast. A slot that passed or was just taken (409): error toast, fresh
 * availability, step 1 with the date kept. Any other failure: error toast, everything typed stays; a retry of
 * the same data and slot reuses its idempotency key (`resetKey` is called when they change).
 */
export function useSubmitBooking({ date, time, honeypot, attribution, onSlotLost }: Options) {
  const queryClient = useQueryClient();
  const idempotencyKey = useRef<string | null>(null);

  const submit = async (fields: ContactFields) => {
    if (!date || !time) {
      toast.error(BOOKING_MESSAGES.required, BOOKING_MESSAGES.requiredDescription);
      onSlotLost();
      return;
    }
    const slot = parseInput(bookingSlotSchema, { date, time });
    const message = slot.success === false ? slot.message : isPastSlot(date, time, new Date()) ? BOOKING_MESSAGES.past : null;
    if (message) {
      toast.error('Erro de validação', message);
      onSlotLost();
      return;
    }
    idempotencyKey.current ??= randomId();
    try {
      await createBooking({ fields, date, time, attribution: attribution(), honeypot: honeypot.current?.value ?? '', idempotencyKey: idempotencyKey.current });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.status === 409) {
        idempotencyKey.current = null;
        toast.error('Horário indisponível', apiError.message);
        await queryClient.invalidateQueries({ queryKey: availabilityKeys.all });
        onSlotLost();
        return;
      }
      toast.error(apiError?.status === 400 ? 'Erro de validação' : 'Erro ao agendar', apiError?.message);
      return;
    }
    toast.success('Reunião agendada com sucesso!', 'Você receberá um e-mail de confirmação em breve.');
    await delay(REDIRECT_DELAY_MS);
    window.location.assign(paths.thankYou);
  };

  const resetKey = useCallback(() => {
    idempotencyKey.current = null;
  }, []);
  return { submit, resetKey };
}
