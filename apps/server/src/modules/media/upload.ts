import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES } from '@hotel/contracts/menu-admin';
import { badRequest } from '../../platform/http/errors.ts';
import { IMAGE_ERRORS, tooLarge } from './image-store.ts';

/** Lets the plugin's routes take one uploaded file (registered per module, not for the whole app). */
export async function acceptImageUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { files: 1, fileSize: MAX_IMAGE_BYTES, fields: 5, parts: 6 },
    throwFileSizeLimit: true,
  });
}

/** The one file of a multipart request, read into memory (it is at most MAX_IMAGE_BYTES). */
export async function readUploadedImage(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; mimetype: string }> {
  if (!request.isMultipart()) throw badRequest(IMAGE_ERRORS.missing, 'image_missing');
  const file = await request.file();
  if (!file) throw badRequest(IMAGE_ERRORS.missing, 'image_missing');
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  return { bytes, mimetype: file.mimetype };
}
