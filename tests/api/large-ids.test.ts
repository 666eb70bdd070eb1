import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, signUp } from './helpers';

interface OpenApiParameter {
  in: string;
  name: string;
  schema?: { type?: string };
}
type OpenApiPaths = Record<string, Record<string, { parameters?: OpenApiParameter[] }>>;

/** Past a 32-bit integer column (PostgreSQL's `integer`): a row id no database can hold. */
const TOO_LARGE = '99999999999';

/**
 * Every API route with a numeric path parameter, called by a member with an id too large for the
 * databases' integer columns: a 4xx (bad input or not found), never a 500 from PostgreSQL's
 * "out of range for type integer". Routes are read from the OpenAPI document, so a new one is
 * covered the day it is added.
 */
describeEachDatabase('ids too large for the database', (ctx) => {
  it('answer every route with a numeric path parameter with a 4xx', async () => {
    const app = ctx().app;
    const member = await signUp(app);
    const doc = (await app.inject({ url: '/api/openapi.json' })).json() as { paths: OpenApiPaths };
    const tried: string[] = [];
    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const params = (operation.parameters ?? []).filter((p) => p.in === 'path');
        if (!params.some((p) => p.schema?.type === 'integer' || p.schema?.type === 'number')) continue;
        let url = template;
        for (const p of params)
          url = url.replace(`{${p.name}}`, p.schema?.type === 'string' ? 'x' : TOO_LARGE);
        const upper = method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        const res = await app.inject({
          method: upper,
          url,
          headers: bearer(member.token),
          ...(['POST', 'PUT', 'PATCH'].includes(upper) ? { payload: {} } : {}),
        });
        tried.push(`${upper} ${template}`);
        expect(res.statusCode, `${upper} ${url}: ${res.body}`).toBeLessThan(500);
      }
    }
    // The document does list them (events, albums, projects…): the test is not empty.
    expect(tried.length).toBeGreaterThan(20);
  });
});
