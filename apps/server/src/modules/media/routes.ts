import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponse } from '@hotel/contracts/common';
import { notFound } from '../../platform/http/errors.ts';
import { imageStoreOf } from './blob-store.ts';
import { IMAGE_KEY_PATTERN } from './image-store.ts';

/** Uploaded pictures, from the configured store (database or S3), so every instance serves every picture. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const params = z.object({ key: z.string().regex(IMAGE_KEY_PATTERN, 'Not an image name') });
  // Not through the zod type provider: the answer is bytes, not a serialised contract.
  app.get<{ Params: z.infer<typeof params> }>(
    '/images/sized/:key',
    {
      schema: {
        tags: ['media'],
        summary: 'An uploaded picture (content-addressed: the same name is the same bytes forever)',
        params,
        response: { 400: errorResponse, 404: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const image = await imageStoreOf(app.ctx).get(request.params.key);
      if (!image) throw notFound('Image not found.', 'image_not_found');
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.bytes);
    },
  );
}
