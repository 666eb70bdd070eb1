import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { CONTENT_ASSET_FIELD, contentAssetAnswer } from '../../../shared/api/content-editor';
import { formFile } from '../../../shared/api/forms';
import { checkPhoto, checkPixelBudget, processImage } from '../../images/process-image';
import { currentUser } from '../../plugins/auth';
import { readFormAs } from '../../plugins/form';
import { consume } from '../../rate-limit/store';

const assetForm = z.object({
  [CONTENT_ASSET_FIELD]: formFile(
    'a JPEG, PNG or WebP image',
    `Send the image as the file field "${CONTENT_ASSET_FIELD}"`,
  ),
});

/**
 * POST /api/organisers/content/assets: an image for the club content (the design template).
 * It passes the checks members' photos pass (real format, pixels, one decode at a time) and is
 * stored re-encoded as WebP; the answer is its public address.
 */
export async function contentAssetRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const schema = {
    summary: 'Upload an image for the club content (multipart field "image")',
    security: BEARER,
    response: { 201: contentAssetAnswer, ...errorAnswers(400, 401, 403, 413, 429, 503) },
  };
  app.post('/content/assets', { schema, config: { multipartForm: assetForm } }, async (request, reply) => {
    const user = currentUser(request);
    await consume(deps.limits, `content-asset:${user.userId}`, deps.config.rateLimits.profileSavesPerUser);
    const { body } = await readFormAs(request, assetForm, [CONTENT_ASSET_FIELD]);
    const photo = await checkPhoto(body[CONTENT_ASSET_FIELD], 'Image');
    checkPixelBudget([photo]);
    const image = await processImage(photo);
    await deps.contentStore.saveAsset({
      id: image.id,
      data: image.display,
      width: image.width,
      height: image.height,
      created_at: deps.now(),
    });
    return reply.code(201).send({ url: `/api/content/assets/${image.id}` });
  });
}
