import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParam } from '@hotel/contracts/common';
import {
  availabilityChange,
  imageUploadResponse,
  locationInput,
  menuExport,
  menuImportProblems,
  menuImportResult,
  menuItemInput,
  menuOrderChange,
  menuOrderParams,
  staffMenu,
  subCategoryInput,
} from '@hotel/contracts/menu-admin';
import { imageStoreOf, storeImage, acceptImageUploads, readUploadedImage } from '../media/index.ts';
import { recordAudit, staffActor } from '../audit/index.ts';
import { requireStaff, staffOf } from '../staff/index.ts';
import { itemFacts, recordItemChange } from './menu-audit.ts';
import {
  removeItem,
  removeLocation,
  removeSubCategory,
  reorder,
  setItemAvailability,
  writeItem,
  writeLocation,
  writeSubCategory,
} from './staff-menu-repository.ts';
import { MenuImportError, changeMenu, exportMenu, importMenu, readStaffMenu } from './staff-menu-service.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
const created = z.object({ id: z.number() });
const guard = requireStaff('menu.edit');

/** The menu editor's calls (permission menu.edit), each scoped to the staff member's hotel. */
export async function staffMenuRoutes(app: FastifyInstance): Promise<void> {
  await acceptImageUploads(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get(
    '/staff/menu/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff-menu'],
        summary: 'The whole menu as the editor shows it, sold-out items included',
        response: { 200: staffMenu, ...errors },
      },
    },
    async (request) => readStaffMenu(ctx.db, staffOf(request).hotelId),
  );

  // Items -------------------------------------------------------------------------------------------
  api.post(
    '/staff/menu/items/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff-menu'],
        summary: 'Add an item with its options',
        body: menuItemInput,
        response: { 201: created, ...errors },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { hotelId } = staff;
      const id = await changeMenu<number>(
        ctx,
        hotelId,
        { action: 'item_created', id: (itemId) => itemId },
        async (db) => {
          const itemId = await writeItem(db, hotelId, null, request.body);
          const after = await itemFacts(db, hotelId, itemId);
          await recordItemChange(db, hotelId, staffActor(request, staff), undefined, after);
          return itemId;
        },
        request.log,
      );
      return reply.status(201).send({ id });
    },
  );

  api.put(
    '/staff/menu/items/:id/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff-menu'],
        summary: 'Replace an item and its options (options and values sent with their id keep it)',
        params: idParam,
        body: menuItemInput,
        response: { 200: created, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { hotelId } = staff;
      const { id } = request.params;
      await changeMenu<number>(
        ctx,
        hotelId,
        { action: 'item_updated', id: () => id },
        async (db) => {
          const before = await itemFacts(db, hotelId, id);
          await writeItem(db, hotelId, id, request.body);
          const after = await itemFacts(db, hotelId, id);
          await recordItemChange(db, hotelId, staffActor(request, staff), before, after);
          return id;
        },
        request.log,
      );
      return { id };
    },
  );

  api.patch(
    '/staff/menu/items/:id/availability/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff-menu'],
        summary: 'Sold out or available again, for every guest at once',
        params: idParam,
        body: availabilityChange,
        response: { 200: created, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { hotelId } = staff;
      const { id } = request.params;
      await changeMenu<void>(
        ctx,
        hotelId,
        { action: 'item_availability', id: () => id },
        async (db) => {
          const before = await itemFacts(db, hotelId, id);
          await setItemAvailability(db, hotelId, id, request.body.available);
          // Sold out twice is no change: nothing to record.
          if (before && before.available !== request.body.available)
            await recordItemChange(db, hotelId, staffActor(request, staff), before, {
              ...before,
              available: request.body.available,
            });
        },
        request.log,
      );
      return { id };
    },
  );

  api.delete(
    '/staff/menu/items/:id/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff-menu'],
        summary: 'Delete an item (placed orders keep their lines)',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { hotelId } = staff;
      const { id } = request.params;
      await changeMenu<void>(
        ctx,
        hotelId,
        { action: 'item_deleted', id: () => id },
        async (db) => {
          const before = await itemFacts(db, hotelId, id);
          await removeItem(db, hotelId, id);
          await recordItemChange(db, hotelId, staffActor(request, staff), before, undefined);
        },
        request.log,
      );
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/staff/menu/images/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff-menu'],
        summary: 'Upload a dish picture (multipart field "file": JPEG, PNG or WebP, 5 MB at most)',
        response: { 201: imageUploadResponse, 413: errorResponse, 503: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const url = await storeImage(imageStoreOf(ctx), await readUploadedImage(request), 'dish');
      return reply.status(201).send({ url });
    },
  );

  // Locations and sub-categories --------------------------------------------------------------------
  for (const [path, body, write, remove, topic] of [
    ['locations', locationInput, writeLocation, removeLocation, 'location'],
    ['sub-categories', subCategoryInput, writeSubCategory, removeSubCategory, 'sub_category'],
  ] as const) {
    api.post(
      `/staff/menu/${path}/`,
      {
        onRequest: guard,
        schema: {
          tags: ['staff-menu'],
          summary: `Add a ${topic}`,
          body,
          response: { 201: created, ...errors },
        },
      },
      async (request, reply) => {
        const { hotelId } = staffOf(request);
        const id = await changeMenu<number>(
          ctx,
          hotelId,
          { action: `${topic}_created`, id: (newId) => newId },
          (db) => write(db, hotelId, null, request.body as never),
          request.log,
        );
        return reply.status(201).send({ id });
      },
    );
    api.put(
      `/staff/menu/${path}/:id/`,
      {
        onRequest: guard,
        schema: {
          tags: ['staff-menu'],
          summary: `Change a ${topic}`,
          params: idParam,
          body,
          response: { 200: created, ...errors },
        },
      },
      async (request) => {
        const { hotelId } = staffOf(request);
        const { id } = request.params;
        await changeMenu<number>(
          ctx,
          hotelId,
          { action: `${topic}_updated`, id: () => id },
          (db) => write(db, hotelId, id, request.body as never),
          request.log,
        );
        return { id };
      },
    );
    api.delete(
      `/staff/menu/${path}/:id/`,
      {
        onRequest: guard,
        schema: {
          tags: ['staff-menu'],
          summary: `Delete a ${topic}`,
          params: idParam,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { hotelId } = staffOf(request);
        const { id } = request.params;
        await changeMenu<void>(
          ctx,
          hotelId,
          { action: `${topic}_deleted`, id: () => id },
          (db) => remove(db, hotelId, id),
          request.log,
        );
        return reply.status(204).send(null);
      },
    );
  }

  api.put(
    '/staff/menu/order/:list/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff-menu'],
        summary: 'Set the order of a whole list (locations, sub-categories or items)',
        params: menuOrderParams,
        body: menuOrderChange,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { hotelId } = staffOf(request);
      await changeMenu<void>(
        ctx,
        hotelId,
        { action: 'reordered' },
        (db) => reorder(db, hotelId, request.params.list, request.body.ids),
        request.log,
      );
      return reply.status(204).send(null);
    },
  );

  // Export and import -------------------------------------------------------------------------------
  api.get(
    '/staff/menu/export/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff-menu'],
        summary: 'The menu as a JSON document (names, no ids)',
        response: { 200: menuExport, ...errors },
      },
    },
    async (request) => exportMenu(ctx.db, staffOf(request).hotelId),
  );

  api.post(
    '/staff/menu/import/',
    {
      onRequest: guard,
      // The body is checked by importMenu, which names every problem rather than the first.
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags: ['staff-menu'],
        summary: 'Replace the menu with a JSON document; nothing is written unless all of it is valid',
        body: z.unknown(),
        response: {
          200: menuImportResult,
          400: menuImportProblems,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      try {
        const staff = staffOf(request);
        const result = await importMenu(ctx, staff.hotelId, request.body, request.log);
        await recordAudit(ctx.db, staff.hotelId, staffActor(request, staff), {
          kind: 'menu.item_changed',
          subject: 'Menu',
          detail: { action: 'imported', ...result },
        });
        return result;
      } catch (error) {
        if (!(error instanceof MenuImportError)) throw error;
        return reply.status(400).send({ detail: error.detail, code: error.code, problems: error.problems });
      }
    },
  );
}
