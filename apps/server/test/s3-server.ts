import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an S3-compatible store, path-style (`/{bucket}/{key}`): PutObject (PUT),
 * GetObject (GET) and HeadObject (HEAD) in S3's shapes (ETag, Content-Type, x-amz-meta-*, the XML
 * NoSuchKey/NoSuchBucket errors). Requests must be SigV4-signed with the expected access key. Tests switch
 * it to failing (500 InternalError) or hanging, and read what it holds and received.
 */
export type FakeS3Mode = 'ok' | 'error' | 'hang';

export interface FakeS3 {
  url: string;
  bucket: string;
  accessKeyId: string;
  mode: FakeS3Mode;
  objects: Map<string, { bytes: Buffer; contentType: string; headers: Record<string, string> }>;
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}

const xmlError = (response: http.ServerResponse, status: number, code: string, message: string) => {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
};

export async function startFakeS3(bucket = 'hotel-images', accessKeyId = 'test-access-key'): Promise<FakeS3> {
  const hanging = new Set<http.ServerResponse>();
  const fake: FakeS3 = {
    url: '',
    bucket,
    accessKeyId,
    mode: 'ok',
    objects: new Map(),
    requests: [],
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://s3.local');
      const method = request.method ?? 'GET';
      fake.requests.push({ method, path: url.pathname });
      if (fake.mode === 'hang') {
        hanging.add(response);
        return;
      }
      if (fake.mode === 'error')
        return xmlError(response, 500, 'InternalError', 'We encountered an internal error.');
      const authorization = request.headers.authorization ?? '';
      if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${fake.accessKeyId}/`))
        return xmlError(response, 403, 'InvalidAccessKeyId', 'The access key does not exist.');
      const [, bucketName, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      if (bucketName !== fake.bucket) return xmlError(response, 404, 'NoSuchBucket', 'No such bucket.');
      if (method === 'PUT') {
        const bytes = Buffer.concat(chunks);
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(request.headers))
          if (typeof value === 'string' && (name.startsWith('x-amz-meta-') || name === 'cache-control'))
            headers[name] = value;
        fake.objects.set(key, {
          bytes,
          contentType: request.headers['content-type'] ?? 'binary/octet-stream',
          headers,
        });
        response.writeHead(200, { etag: `"${createHash('md5').update(bytes).digest('hex')}"` });
        return response.end();
      }
      const object = fake.objects.get(key);
      if (method === 'GET' || method === 'HEAD') {
        if (!object) {
          if (method === 'HEAD') {
            response.writeHead(404);
            return response.end();
          }
          return xmlError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
        }
        response.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.bytes.length,
          etag: `"${createHash('md5').update(object.bytes).digest('hex')}"`,
          ...object.headers,
        });
        return response.end(method === 'HEAD' ? undefined : object.bytes);
      }
      xmlError(response, 405, 'MethodNotAllowed', 'The specified method is not allowed.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
