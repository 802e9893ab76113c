/** A lead or booking as the CMS returns it to a data-subject request: every stored field. */
export type PersonalRecord = {
  documentId: string;
  name: string;
  email: string;
  phone: string;
  createdAt: string;
  /** Bookings only: the meeting's São Paulo date (YYYY-MM-DD) and time. */
  date?: string;
  time?: string;
  [field: string]: unknown;
};

export type PersonalData = { leads: PersonalRecord[]; bookings: PersonalRecord[] };
