// scale-check's row for "who is editing": its request helpers and table come from scripts/scale-check.mjs.
/** "Who is editing" (cms/src/editing/presence.ts): a tab's heartbeat through A; another tab's heartbeat through B answers its mark within 5 s. */
export async function checkPresence([A, B], auth, { send, json, row, run }) {
  const path = `/api/editing/case/escala-${run}`;
  const beat = (cms, tab, watching) => send(`${cms.url}${path}`, { method: 'PUT', headers: auth, body: watching ? { tab, watching } : { tab } });
  const made = await beat(A, `escala-a-${run}`, false);
  const started = Date.now();
  let seenAfter = null;
  while (seenAfter === null && Date.now() - started <= 5_000) {
    const answer = await beat(B, `escala-b-${run}`, true);
    if (answer.status === 200 && json(answer).data.marks.length === 1) seenAfter = Date.now() - started;
    else await new Promise((r) => setTimeout(r, 100));
  }
  const released = await send(`${A.url}${path}?tab=escala-a-${run}`, { method: 'DELETE', headers: auth });
  row(
    'Editing mark made through A, read through B',
    'heartbeat 200 on A; B answers the mark within 5 s; release 204',
    `A ${made.status}; on B after ${seenAfter ?? '>5000'} ms; release ${released.status}`,
    made.status === 200 && seenAfter !== null && released.status === 204,
  );
}
