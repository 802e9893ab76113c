import { randomBytes } from 'crypto';

/**
 * A video-meeting room for one booking: `${MEETING_BASE_URL}/alicerce-<128 random bits>`. Jitsi Meet (the default)
 * creates the room when the first person opens the link, so no outside API is called; the random name keeps
 * strangers out of it.
 */
export function newMeetingUrl(): string {
  const base = (process.env.MEETING_BASE_URL || 'https://meet.jit.si').replace(/\/+$/, '');
  return `${base}/alicerce-${randomBytes(16).toString('hex')}`;
}
