// The bench's reference: a bare Fastify 5 hello-world on the same machine (see bench.ts).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3402), host: '127.0.0.1' });
