import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  correctionRequest,
  deskPaymentRequest,
  deskRefundRequest,
  folioLineParams,
  folioQuestionParams,
  manualChargeRequest,
  questionAnswerRequest,
  staffFolio as staffFolioResponse,
  type StaffFolio,
} from '@hotel/contracts/billing';
import { errorResponse, idParam } from '@hotel/contracts/common';
import { IDEMPOTENCY_HEADER, idempotencyHeaders } from '@hotel/contracts/idempotency';
import { recordAudit, staffActor, type AuditEntry } from '../audit/index.ts';
import { requireStaff, staffOf } from '../staff/index.ts';
import {
  addManualCharge,
  answerChargeQuestion,
  recordDeskPayment,
  recordDeskRefund,
  reverseCharge,
  staffFolio,
} from './service.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/**
 * The desk's folio of a stay: read, take a payment, return a refund due, answer questions; charges and corrections
 * for managers.
 */
export function staffBillingRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const desk = requireStaff('billing.manage');
  const manager = requireStaff('billing.correct');

  /** Records a change to a folio after it committed, named by its room: 'Room 101'. */
  async function recordFolioChange(
    request: FastifyRequest,
    folio: StaffFolio,
    kind: AuditEntry['kind'],
    detail: Record<string, unknown>,
  ): Promise<StaffFolio> {
    const member = staffOf(request);
    await recordAudit(app.ctx.db, member.hotelId, staffActor(request, member), {
      kind,
      subject: `Room ${folio.room_number}`,
      detail: { stay: folio.stay_id, currency: folio.currency_code, ...detail },
    });
    return folio;
  }

  api.get(
    '/staff/stays/:id/folio/',
    {
      onRequest: desk,
      schema: {
        tags: ['staff'],
        summary: "A stay's folio: lines, payments, questions and totals",
        params: idParam,
        response: { 200: staffFolioResponse, ...errors },
      },
    },
    async (request) => staffFolio(app.ctx, staffOf(request), request.params.id),
  );

  api.post(
    '/staff/stays/:id/folio/payments/',
    {
      onRequest: desk,
      schema: {
        tags: ['staff'],
        summary:
          'Record money taken at the desk (method and reference): the outstanding balance, or a part of it with the balance seen (outstanding); refused if the balance changed. Send an Idempotency-Key so a retry takes nothing twice',
        params: idParam,
        headers: idempotencyHeaders,
        body: deskPaymentRequest,
        response: { 200: staffFolioResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { folio, replayed } = await recordDeskPayment(
        app.ctx,
        staffOf(request),
        request.params.id,
        request.body,
        request.log,
        request.headers[IDEMPOTENCY_HEADER],
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      // A retry answered from the first call took no money: only the first is recorded.
      if (replayed) return folio;
      const { amount, method, reference } = request.body;
      return recordFolioChange(request, folio, 'folio.payment_recorded', { amount, method, reference });
    },
  );

  // The desk, as for a payment: the amount is not the desk's to choose, it must be the refund the folio shows.
  api.post(
    '/staff/stays/:id/folio/refunds/',
    {
      onRequest: desk,
      schema: {
        tags: ['staff'],
        summary:
          'Record that the desk returned the refund due (method and reference); refused if the refund due changed',
        params: idParam,
        body: deskRefundRequest,
        response: { 200: staffFolioResponse, ...errors },
      },
    },
    async (request) => {
      const { amount, method, reference } = request.body;
      return recordFolioChange(
        request,
        await recordDeskRefund(app.ctx, staffOf(request), request.params.id, request.body, request.log),
        'folio.refund',
        { amount, method, reference },
      );
    },
  );

  api.post(
    '/staff/stays/:id/folio/charges/',
    {
      onRequest: manager,
      schema: {
        tags: ['staff'],
        summary: 'Add a manual charge to the folio (managers)',
        params: idParam,
        body: manualChargeRequest,
        response: { 200: staffFolioResponse, ...errors },
      },
    },
    async (request) => {
      const { description, amount } = request.body;
      return recordFolioChange(
        request,
        await addManualCharge(app.ctx, staffOf(request), request.params.id, request.body, request.log),
        'folio.correction',
        { action: 'charge_added', description, amount },
      );
    },
  );

  api.post(
    '/staff/stays/:id/folio/lines/:lineId/reverse/',
    {
      onRequest: manager,
      schema: {
        tags: ['staff'],
        summary: 'Correct a line: a reversing line with a reason cancels it out (managers)',
        params: folioLineParams,
        body: correctionRequest,
        response: { 200: staffFolioResponse, ...errors },
      },
    },
    async (request) => {
      const { id, lineId } = request.params;
      const folio = await reverseCharge(app.ctx, staffOf(request), id, lineId, request.body, request.log);
      const line = folio.lines.find((candidate) => candidate.id === lineId);
      return recordFolioChange(request, folio, 'folio.correction', {
        action: 'line_reversed',
        line: line?.description ?? `#${lineId}`,
        amount: line?.amount,
        reason: request.body.reason,
      });
    },
  );

  api.post(
    '/staff/stays/:id/folio/questions/:questionId/answer/',
    {
      onRequest: desk,
      schema: {
        tags: ['staff'],
        summary: "Answer a guest's question about a line; the answer reaches the guest as a notification",
        params: folioQuestionParams,
        body: questionAnswerRequest,
        response: { 200: staffFolioResponse, ...errors },
      },
    },
    async (request) =>
      answerChargeQuestion(
        app.ctx,
        staffOf(request),
        request.params.id,
        request.params.questionId,
        request.body.answer,
        request.log,
      ),
  );
}
