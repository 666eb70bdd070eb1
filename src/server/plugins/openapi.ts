import fs from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The fields of a multipart form. Such bodies are streamed, so Fastify does not validate
     * them: the handler parses the form with this same schema (readFormAs in plugins/form.ts).
     */
    multipartForm?: ZodType;
  }
}

const { version } = JSON.parse(
  fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

/**
 * Routes declare their params, query, body and answers with the zod schemas of src/shared: the
 * same schemas check requests (400 `{ message }`), strip answers to what is declared, and make
 * the OpenAPI 3.1 document at /api/openapi.json, browsable at /api/docs.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Midwest Cosplay & Maker Club API',
        version,
        description:
          'The API of the club site. Behaviour in docs/product.md §7; errors answer `{ message }`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    // Schemas with an id (the shared Error answer) become components the routes refer to.
    transformObject: jsonSchemaTransformObject,
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const form = input.route.config?.multipartForm;
      if (!form) return out;
      // File fields are zod custom types that describe themselves (shared/api/forms.ts).
      const body = z.toJSONSchema(form, { io: 'input', unrepresentable: 'any' });
      return { ...out, schema: { ...out.schema, consumes: ['multipart/form-data'], body } };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Its page needs its own scripts and styles; the site's strict policy stays everywhere else.
    staticCSP: true,
    // Swagger UI sets a few inline styles; allowed on its own page only.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
