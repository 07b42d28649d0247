import type { FastifyInstance } from 'fastify';
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
} from '@hotel/contracts/billing';
import { errorResponse, idParam } from '@hotel/contracts/common';
import { IDEMPOTENCY_HEADER, idempotencyHeaders } from '@hotel/contracts/idempotency';
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
      return folio;
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
    async (request) =>
      recordDeskRefund(app.ctx, staffOf(request), request.params.id, request.body, request.log),
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
    async (request) =>
      addManualCharge(app.ctx, staffOf(request), request.params.id, request.body, request.log),
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
    async (request) =>
      reverseCharge(
        app.ctx,
        staffOf(request),
        request.params.id,
        request.params.lineId,
        request.body,
        request.log,
      ),
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
