// The contracts' zod schemas are the routes' schemas (fastify-type-provider-zod): requests are
// validated and typed from them, and responses are checked and serialized by them. A failed
// request validation reaches the error handler (app.ts), which answers in the API's error shape.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

export default fp(
  async (app: FastifyInstance) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: 'zod' },
);
