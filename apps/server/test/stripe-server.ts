import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking the part of Stripe's API the product uses (POST /v1/checkout/sessions, form
 * encoded, answered with a Checkout Session object as Stripe documents it). Records what it was sent.
 */
export async function startStripeServer() {
  const sessions: {
    id: string;
    form: URLSearchParams;
    idempotencyKey: string | undefined;
    authorization: string | undefined;
  }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            error: {
              type: 'invalid_request_error',
              message: `Unrecognized request URL (${request.method}: ${request.url})`,
            },
          }),
        );
        return;
      }
      const form = new URLSearchParams(body);
      const key = request.headers['idempotency-key'] as string | undefined;
      const existing = sessions.find((session) => key && session.idempotencyKey === key);
      const id = existing?.id ?? `cs_test_${sessions.length + 1}${Math.random().toString(36).slice(2, 10)}`;
      if (!existing)
        sessions.push({ id, form, idempotencyKey: key, authorization: request.headers.authorization });
      response.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${sessions.length}` });
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]'),
          client_reference_id: form.get('client_reference_id'),
          metadata: { payment_id: form.get('metadata[payment_id]') },
          success_url: form.get('success_url'),
          cancel_url: form.get('cancel_url'),
          url: `https://checkout.stripe.com/c/pay/${id}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
