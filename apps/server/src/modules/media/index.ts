/** The media module's public face: what other modules, app.ts and the seed may use. Everything else is private. */
export { imageStoreOf } from './blob-store.ts';
export { IMAGE_KEY_PATTERN, IMAGE_URL_PREFIX, storeImage } from './image-store.ts';
export { mediaRoutes } from './routes.ts';
export { acceptImageUploads, readUploadedImage } from './upload.ts';
