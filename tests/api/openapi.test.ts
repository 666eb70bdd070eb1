import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, signUp } from './helpers';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, unknown>; security?: unknown }>>;
}

/** `/api/users/:id` → `/api/users/{id}`, as OpenAPI writes paths. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Every route the app registers, as it registers them. */
const routes: Array<{ method: string; url: string }> = [];
function collect(route: RouteOptions) {
  for (const method of [route.method].flat()) routes.push({ method, url: route.url });
}

describeEachDatabase(
  'typed routes and the OpenAPI document',
  (ctx) => {
    const document = async () =>
      (await ctx().app.inject({ url: '/api/openapi.json' })).json() as OpenApiDocument;

    it('is a valid OpenAPI 3.1 document', async () => {
      const doc = await document();
      expect(doc.openapi).toMatch(/^3\.1\./);
      const result = await new Validator().validate(doc as never);
      expect(result.errors ?? []).toEqual([]);
      expect(result.valid).toBe(true);
    });

    it('documents every registered /api route with its method and answers', async () => {
      const doc = await document();
      const missing = routes
        .filter(
          (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.url !== '/api/openapi.json',
        )
        .filter((r) => r.method !== 'HEAD')
        .filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
      expect(routes.length).toBeGreaterThanOrEqual(20);
      expect(missing).toEqual([]);
      for (const [path, methods] of Object.entries(doc.paths)) {
        for (const [method, operation] of Object.entries(methods)) {
          expect(Object.keys(operation.responses ?? {}), `${method} ${path}`).not.toEqual([]);
        }
      }
      expect(doc.paths['/api/users/{id}']?.put?.security).toEqual([{ bearer: [] }]);
    });

    it('answers a bad parameter with 400 { message } before any handler runs', async () => {
      const member = await signUp(ctx().app);
      const res = await ctx().app.inject({ url: '/api/users/abc', headers: bearer(member.token) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The user id must be a number' });
      const anonymous = await ctx().app.inject({ url: '/api/users/abc' });
      expect(anonymous.statusCode).toBe(401);
    });

    it('answers only what the response schema declares', async () => {
      const member = await signUp(ctx().app);
      const res = await ctx().app.inject({ url: `/api/public/${member.username}` });
      const body = res.json();
      for (const secret of [
        'birthdate',
        'recoveryemail',
        'password_hash',
        'username_key',
        'referredby',
        'slideshow',
      ])
        expect(body).not.toHaveProperty(secret);
    });

    it('serves the browsable docs', async () => {
      const res = await ctx().app.inject({ url: '/api/docs' });
      const page =
        res.statusCode === 302 ? await ctx().app.inject({ url: res.headers.location as string }) : res;
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
    });
  },
  { build: { onRoute: collect } },
);
