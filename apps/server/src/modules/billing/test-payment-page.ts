import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@hotel/contracts/common';
import { formatMinor } from '@hotel/contracts/currency';
import type { Database } from '../../platform/database/database.ts';
import { notFound } from '../../platform/http/errors.ts';
import { documentHeaders } from '../../platform/http/security-headers.ts';
import { hashToken } from '../../platform/security/tokens.ts';
import { lockPaymentByLinkHash } from './repository.ts';
import { loadHotelCurrency } from '../hotels/index.ts';
import { announcePayment, completeLockedPayment } from './service.ts';

const secretParam = z.object({ secret: z.string().regex(/^[\w-]{20,64}$/, 'Not a payment link') });
const LINK_NOT_FOUND = 'This payment link does not exist. Open your bill in the app and press Pay now again.';

/** On the page in every state: whoever sees it, before or after "paying", knows no money moved. */
const TEST_MODE_NOTE =
  '<p class="test" role="note">TEST MODE — no card is charged and no money moves. This page stands in for a real payment provider.</p>';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px #0002}
.test{background:#fef3c7;color:#78350f;border:2px dashed #b45309;border-radius:.75rem;padding:.75rem;font-weight:700}
.amount{font-size:2rem;font-weight:800;margin:.5rem 0}
button{width:100%;min-height:3rem;border:0;border-radius:.75rem;background:#166534;color:#fff;font-size:1.1rem;font-weight:700;cursor:pointer}
a{display:block;text-align:center;margin-top:1rem;color:#1d4ed8}
@media (prefers-color-scheme:dark){body{background:#18181b;color:#f4f4f5}main{background:#27272a}a{color:#93c5fd}}
</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The built-in payment provider's hosted page (PAYMENT_PROVIDER=test, the default outside production): marked test mode,
 * the guest confirms and the payment settles the lines it covers. The link's secret is the only key, as on
 * a real provider's page; it is stored hashed.
 */
export function testPaymentPageRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The page's confirm button is a plain HTML form: its (empty) urlencoded body carries nothing we read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  const errors = { 400: errorResponse, 404: errorResponse };

  api.get(
    '/pay/test/:secret/',
    {
      schema: {
        tags: ['billing'],
        summary: 'The built-in test-mode payment page of one payment link (HTML)',
        params: secretParam,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const payment = await app.ctx.db.transaction((tx) =>
        lockPaymentByLinkHash(tx as unknown as Database, hashToken(request.params.secret)),
      );
      if (!payment) throw notFound(LINK_NOT_FOUND);
      const currency = await loadHotelCurrency(app.ctx.db, payment.hotelId);
      const amount = formatMinor(payment.amountMinor, currency.code, 'en');
      const body =
        payment.status === 'pending'
          ? `${TEST_MODE_NOTE}
<h1>${escapeHtml(currency.name)}</h1><p>Amount due</p><p class="amount">${escapeHtml(amount)}</p>
<p>${payment.chargeIds.length} line(s) of your bill.</p>
<form method="post"><button type="submit">Confirm test payment</button></form>
<a href="/account">Cancel and return to your bill</a>`
          : `${TEST_MODE_NOTE}<h1>${escapeHtml(currency.name)}</h1><p>${
              payment.status === 'completed'
                ? `This payment of ${escapeHtml(amount)} is complete.`
                : 'This payment link is no longer valid: the bill was settled another way.'
            }</p><a href="/account">Return to your bill</a>`;
      return reply
        .headers(documentHeaders(request))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page('TEST payment', body));
    },
  );

  api.post(
    '/pay/test/:secret/',
    {
      schema: {
        tags: ['billing'],
        summary: 'Confirm a test-mode payment: settles its lines once, then back to /account',
        params: secretParam,
        response: errors,
      },
    },
    async (request, reply) => {
      const result = await app.ctx.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const payment = await lockPaymentByLinkHash(db, hashToken(request.params.secret));
        if (!payment) throw notFound(LINK_NOT_FOUND);
        return { payment, ...(await completeLockedPayment(app.ctx, db, payment)) };
      });
      if (result.outcome === 'completed')
        await announcePayment(app.ctx, result.payment, result.notification, request.log);
      const status = result.outcome === 'superseded' ? 'superseded' : 'received';
      return reply.redirect(`/account?payment=${status}`, 303);
    },
  );
}
