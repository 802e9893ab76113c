// scale-check's row for the per-account sign-in slowdown (cms/src/auth/attempt-guard.ts): its request helpers and
// table come from scripts/scale-check.mjs.
/**
 * Five wrong passwords for one identifier through nginx, each from its own address (so no per-address limit is
 * near), spread by the round robin over both replicas; then one more straight to A and one straight to B: both must
 * be slowed (429 with Retry-After), as the count is one in Redis.
 */
export async function checkSignInSlowdown(lb, [A, B], replicasUsed, { send, row, run, count }) {
  const identifier = `conta.${run}@teste.example`;
  const body = (i) => ({ identifier, password: `chute-${i}` });
  const failures = [];
  for (let i = 0; i < 5; i++) failures.push(await send(`${lb.url}/api/auth/local`, { method: 'POST', from: `127.0.0.${41 + i}`, body: body(i) }));
  // At once (the first wait is 1 s), before reading nginx's log for who answered the five.
  const onA = await send(`${A.url}/api/auth/local`, { method: 'POST', from: '127.0.0.47', body: body(5) });
  const onB = await send(`${B.url}/api/auth/local`, { method: 'POST', from: '127.0.0.48', body: body(6) });
  const used = await replicasUsed(lb, failures);
  const retry = (answer) => answer.headers['retry-after'] ?? '–';
  row(
    'Sign-in failures for one account, spread over A and B',
    'failures 1–5 through nginx (5 addresses): 400 on both replicas; then 429 + Retry-After straight on A and on B',
    `${count(failures.map((a) => a.status))}; replicas ${used.text}; then A ${onA.status} (Retry-After ${retry(onA)}), B ${onB.status} (Retry-After ${retry(onB)})`,
    failures.every((a) => a.status === 400) && used.both && onA.status === 429 && onB.status === 429 && retry(onA) !== '–' && retry(onB) !== '–',
  );
}
