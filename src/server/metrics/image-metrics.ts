import { Histogram } from 'prom-client';

/**
 * Time to decode and re-encode one photo. The image pipeline is one per process, so this metric
 * is too; each app's registry shows it (metrics/registry.ts).
 */
export const imageProcessingSeconds = new Histogram({
  name: 'image_processing_seconds',
  help: 'Time to decode and re-encode one uploaded photo',
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
  registers: [],
});
