import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { describeEachDatabase, multipart, signupFields } from './helpers';

const TOKEN = 'metrics-token-0123456789';

describeEachDatabase('/metrics without METRICS_TOKEN', (ctx) => {
  it('looks like any unknown address', async () => {
    const res = await ctx().app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'There is nothing at this address' });
  });
});

describeEachDatabase(
  '/metrics with METRICS_TOKEN',
  (ctx) => {
    const scrape = (token?: string) =>
      ctx().app.inject({ url: '/metrics', headers: token ? { authorization: `Bearer ${token}` } : {} });

    it('refuses a missing or wrong token with 401', async () => {
      expect((await scrape()).statusCode).toBe(401);
      expect((await scrape('metrics-token-9999999999')).statusCode).toBe(401);
    });

    it('times answers by route pattern and counts rate-limit refusals', async () => {
      await ctx().app.inject({ url: '/api/public/nobody-here' });
      for (let i = 0; i < 3; i++) {
        await ctx().app.inject({
          method: 'POST',
          url: '/api/createnew',
          remoteAddress: '10.77.0.1',
          ...multipart(signupFields()),
        });
      }
      const res = await scrape(TOKEN);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.headers['cache-control']).toBe('no-store');
      const text = res.body;
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/api\/public\/:username",status_code="404"\} [1-9]/,
      );
      expect(text).not.toContain('nobody-here');
      expect(text).toMatch(/rate_limit_refusals_total\{route="\/api\/createnew"\} 1/);
      expect(text).toContain('process_resident_memory_bytes');
      expect(text).toContain('image_processing_seconds_bucket');
      if (ctx().kind === 'postgres') expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    });

    it('reports the job queue: waiting work, and a job that gave up as dead', async () => {
      const { jobs } = ctx().app.deps;
      jobs.unchecked.register('metrics-doomed', async () => {
        throw new Error('the mail server said no');
      });
      await jobs.unchecked.enqueue('metrics-doomed', {}, { maxAttempts: 1 });
      await jobs.unchecked.enqueue('metrics-later', {}, { runAt: Date.now() - 60_000 });
      await jobs.runDue();
      const text = (await scrape(TOKEN)).body;
      expect(text).toMatch(/^jobs_dead 1$/m);
      // The job of a kind nobody handles here waits, and has waited about a minute.
      expect(text).toMatch(/^jobs_queue_depth 1$/m);
      const oldest = Number(/^jobs_oldest_waiting_seconds (\S+)$/m.exec(text)?.[1]);
      expect(oldest).toBeGreaterThanOrEqual(59);
    });
  },
  {
    config: () => ({
      metricsToken: TOKEN,
      rateLimits: { ...loadConfig({}).rateLimits, signupsPerAddress: { max: 2, windowMs: 60_000 } },
    }),
  },
);

describeEachDatabase(
  'METRICS_PORT',
  (ctx) => {
    it('serves the same metrics on its own port, without a token, and nothing else there', async () => {
      await ctx().app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`http://127.0.0.1:${ctx().config.metricsPort}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('http_request_duration_seconds');
      expect((await fetch(`http://127.0.0.1:${ctx().config.metricsPort}/api/health`)).status).toBe(404);
      expect((await ctx().app.inject({ url: '/metrics' })).statusCode).toBe(404);
    });
  },
  // Below Linux's ephemeral range (32768–60999), where the outgoing connections of the tests running
  // beside this one take their ports: a port there was once taken by one (EADDRINUSE).
  { config: () => ({ metricsPort: 20_000 + Math.floor(Math.random() * 12_000) }) },
);
