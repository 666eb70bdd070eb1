// The bench's yardstick: a bare Fastify route on this machine, in its own process like the site's
// server, with the framework's defaults (no hooks, no plugins, no logger). `npm run bench` measures
// it in the same run as the site's endpoints and states each endpoint as a share of its req/s.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.send?.('listening');
