import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { saoPauloNow, type Attribution, type ContactFields, type ContactFieldsInput } from '@alicerce/domain';
import { contactFieldsResolver } from '@/components/forms/contact-fields-resolver';
import { toast } from '@/lib/dom/toast';

import { availabilityQueryOptions } from '../api/get-availability';
import { useNow } from '../hooks/use-now';
import { useSubmitBooking } from '../hooks/use-submit-booking';
import { bookableMonthRange, monthOf } from '../lib/calendar-dates';
import { slotStates } from '../lib/slot-states';

import { ContactStep } from './contact-step';
import { DateTimeStep } from './date-time-step';

const EMPTY: ContactFieldsInput = { name: '', email: '', phone: '', company: '', message: '' };

type Props = {
  /** Campaign attribution sent with the booking (composed in the route). */
  attribution?: () => Attribution;
};

/** /agendamento (spec §2/§4): step 1 date and slot, step 2 contact data; everything typed survives going back. */
export function BookingFlow({ attribution = () => ({ source_page: 'agendamento' }) }: Props) {
  const [now, refreshNow] = useNow();
  const honeypot = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const form = useForm<ContactFieldsInput, unknown, ContactFields>({ resolver: contactFieldsResolver, defaultValues: EMPTY });

  const range = bookableMonthRange(month ?? monthOf(date ?? saoPauloNow(now).date), now);
  const availability = useQuery({ ...availabilityQueryOptions(range ?? { from: '', to: '' }), enabled: range !== null });
  const slots = date ? slotStates(date, now, availability.data?.[date] ?? []) : [];
  const chosen = slots.find((slot) => slot.time === time && !slot.disabled) ? time : null;

  // Step 2 keeps the slot as chosen: if it passed or was taken meanwhile, the submit says so and returns to step 1.
  const { submit, resetKey } = useSubmitBooking({
    date,
    time,
    honeypot,
    attribution,
    onSlotLost: () => {
      refreshNow();
      setTime(null);
      setStep(1);
    },
  });

  const { subscribe } = form;
  useEffect(() => subscribe({ formState: { values: true }, callback: resetKey }), [subscribe, resetKey]); // changed data is a new submission

  const chooseDate = (next: string) => {
    setDate(next);
    setMonth(monthOf(next));
    setTime(null);
    resetKey();
  };
  const chooseTime = (next: string) => {
    setTime(next);
    resetKey();
  };

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        {step === 2 && date && time ? (
          <ContactStep
            form={form}
            date={date}
            time={time}
            honeypot={honeypot}
            onBack={() => setStep(1)}
            onSubmit={submit}
            onInvalid={(message) => toast.error('Erro de validação', message)}
          />
        ) : (
          <DateTimeStep
            date={date}
            time={chosen}
            now={now}
            slots={slots}
            slotsLoading={availability.isPending && range !== null}
            slotsError={availability.isError}
            onDateChange={chooseDate}
            onTimeChange={chooseTime}
            onMonthChange={setMonth}
            onContinue={() => setStep(2)}
          />
        )}
      </CardContent>
    </Card>
  );
}
