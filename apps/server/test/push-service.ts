import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST the stand-in push service received. */
export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A local stand-in for a push service (RFC 8030): records every message POSTed to it and answers as the path
 * says — `/gone/…` 410 (the subscription has expired), `/fail/…` 500, `/hang/…` never (a service that is down
 * behind an open socket), anything else 201 Created as FCM and Mozilla's autopush do.
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      if (path.startsWith('/hang/')) {
        hanging.add(response);
        return;
      }
      response.writeHead(path.startsWith('/gone/') ? 410 : path.startsWith('/fail/') ? 500 : 201);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    received,
    /** An endpoint of this service; `kind` picks how it answers. */
    endpoint: (kind: 'ok' | 'gone' | 'fail' | 'hang' = 'ok') =>
      `${origin}/${kind}/${randomBytes(12).toString('base64url')}`,
    sentTo: (endpoint: string) => received.filter((push) => endpoint.endsWith(push.path)),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's side of a subscription: its P-256 key pair and its 16-byte authentication secret. */
export interface TestDevice {
  ecdh: ECDH;
  authSecret: Buffer;
  /** The keys as `PushSubscription.toJSON()` gives them. */
  keys: { p256dh: string; auth: string };
}

export function createTestDevice(): TestDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * Decrypts an `aes128gcm` push message body as the browser does (RFC 8291 with RFC 8188), written out here so
 * the test proves the server's messages can be read by a real device, not only that web-push was called:
 * header salt(16) | rs(4) | idlen(1) | keyid (the sender's public key); then one record of AES-128-GCM.
 */
export function decryptPush(device: TestDevice, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = device.ecdh.computeSecret(senderPublicKey);
  // RFC 8291 section 3.4: the input key material mixes the ECDH secret with the authentication secret.
  const prkKey = hmac(device.authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    senderPublicKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(prkKey, keyInfo);
  // RFC 8188 section 2.2 and 2.3: the content-encryption key and the nonce.
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('push record has no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * The claims of the VAPID JWT in `Authorization: vapid t=…, k=…` (RFC 8292), the key it names, and whether
 * its ES256 signature verifies with that key (as the push service checks it).
 */
export function vapidClaims(authorization: string | undefined): {
  claims: { aud: string; exp: number; sub: string };
  publicKey: string;
  signatureValid: boolean;
} {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [header, payload, signature] = match[1]!.split('.') as [string, string, string];
  const raw = Buffer.from(match[2]!, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signatureValid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return {
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    publicKey: match[2]!,
    signatureValid,
  };
}
