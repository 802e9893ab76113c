/**
 * At most `size` sends on their way at once; the others wait here, in this process, for a slot. A wait can be given
 * up (its signal aborts) without anything having been sent — unlike a message handed to nodemailer's pool, which
 * keeps it queued until a connection takes it. `take` resolves with the slot's release (call it once, when done).
 */
export function connectionSlots(size: number) {
  let free = Math.max(1, size);
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
  const once = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };
  const take = (signal: AbortSignal, reason: () => Error) =>
    new Promise<() => void>((resolve, reject) => {
      if (signal.aborted) return reject(reason());
      if (free > 0) {
        free--;
        return resolve(once());
      }
      const grant = () => {
        signal.removeEventListener('abort', giveUp);
        resolve(once());
      };
      const giveUp = () => {
        const index = waiting.indexOf(grant);
        if (index !== -1) waiting.splice(index, 1);
        reject(reason());
      };
      waiting.push(grant);
      signal.addEventListener('abort', giveUp, { once: true });
    });
  return { take };
}
