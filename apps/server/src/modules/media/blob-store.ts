import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database/database.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { findImage, insertImages } from './repository.ts';

/** One stored picture variant. Keys are content-addressed: the same key always holds the same bytes. */
export interface StoredImage {
  key: string;
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
}

/** Where picture bytes live: the database (default) or an S3-compatible bucket (S3_BUCKET). */
export interface ImageBlobStore {
  put(images: StoredImage[]): Promise<void>;
  get(key: string): Promise<{ contentType: string; bytes: Buffer } | undefined>;
}

export const STORE_UNAVAILABLE =
  'Pictures cannot be stored or loaded right now (the image store does not answer). Try again in a minute.';
const unavailable = () =>
  new HttpError(503, STORE_UNAVAILABLE, 'image_store_unavailable', { 'retry-after': '30' });

export class DatabaseBlobStore implements ImageBlobStore {
  constructor(private readonly db: Database) {}

  async put(rows: StoredImage[]): Promise<void> {
    await insertImages(this.db, rows);
  }

  async get(key: string) {
    return findImage(this.db, key);
  }
}

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  timeoutMs: number;
}

/**
 * Path-style S3 (PutObject/GetObject), so MinIO, Ceph and the like work as AWS does. A store that is
 * down or slow answers 503 with a clear message within S3_TIMEOUT_MS; the process never notices.
 */
export class S3BlobStore implements ImageBlobStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      region: settings.region,
      forcePathStyle: true,
      maxAttempts: 2,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  }

  private async send<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    try {
      return await call(AbortSignal.timeout(this.settings.timeoutMs));
    } catch (error) {
      if (isMissing(error)) throw error;
      throw unavailable();
    }
  }

  async put(rows: StoredImage[]): Promise<void> {
    for (const row of rows) {
      await this.send((abortSignal) =>
        this.client.send(
          new PutObjectCommand({
            Bucket: this.settings.bucket,
            Key: row.key,
            Body: row.bytes,
            ContentType: row.contentType,
            CacheControl: 'public, max-age=31536000, immutable',
            Metadata: { width: String(row.width), height: String(row.height) },
          }),
          { abortSignal },
        ),
      );
    }
  }

  async get(key: string) {
    try {
      return await this.send(async (abortSignal) => {
        const object = await this.client.send(
          new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }),
          {
            abortSignal,
          },
        );
        if (!object.Body) return undefined;
        const bytes = Buffer.from(await object.Body.transformToByteArray());
        return { contentType: object.ContentType ?? 'application/octet-stream', bytes };
      });
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }
}

const isMissing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.$metadata?.httpStatusCode === 404;
};

/**
 * Writes go to the bucket; a key the bucket lacks is looked up in the database, so pictures uploaded
 * before a hotel switched to S3 keep being served without copying them.
 */
export class BucketFirstStore implements ImageBlobStore {
  constructor(
    private readonly bucket: ImageBlobStore,
    private readonly database: ImageBlobStore,
  ) {}

  put(rows: StoredImage[]): Promise<void> {
    return this.bucket.put(rows);
  }

  async get(key: string) {
    return (await this.bucket.get(key)) ?? this.database.get(key);
  }
}

const stores = new WeakMap<AppContext, ImageBlobStore>();

/** The store this instance's configuration names, made once per app context. */
export function imageStoreOf(ctx: AppContext): ImageBlobStore {
  let store = stores.get(ctx);
  if (!store) {
    const { config } = ctx;
    store =
      config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? new BucketFirstStore(
            new S3BlobStore({
              endpoint: config.S3_ENDPOINT,
              bucket: config.S3_BUCKET,
              region: config.S3_REGION,
              accessKeyId: config.S3_ACCESS_KEY_ID,
              secretAccessKey: config.S3_SECRET_ACCESS_KEY,
              timeoutMs: config.S3_TIMEOUT_MS,
            }),
            new DatabaseBlobStore(ctx.db),
          )
        : new DatabaseBlobStore(ctx.db);
    stores.set(ctx, store);
  }
  return store;
}
