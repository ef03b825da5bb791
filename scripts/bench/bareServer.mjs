// The bare Fastify route the authenticated one is measured against: no plugin, no hook, a small JSON
// answer of the same shape, listening on a loopback port. Stop it with bare.close().
import Fastify from 'fastify';

const BARE_BODY = { id: 'b2a1', name: 'Bare', email: 'bare@example.test', image: null };

export async function startBare() {
  const bare = Fastify();
  bare.get('/bare', async () => BARE_BODY);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return { bare, url: `http://127.0.0.1:${bare.server.address().port}/bare` };
}
