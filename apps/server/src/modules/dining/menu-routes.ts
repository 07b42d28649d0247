import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, hotelIdQuery, idParam } from '@hotel/contracts/common';
import {
  diningItem,
  diningItemList,
  menuQuery,
  popularItemList,
  subCategoryList,
} from '@hotel/contracts/dining';
import { locationResponse } from '@hotel/contracts/hotels';
import { toLocationResponse } from './location-routes.ts';
import { sendSerializedJson } from '../../platform/http/send-json.ts';
import { authenticateGuest, guestOf } from '../auth/index.ts';
import type { MenuCache } from './menu-cache.ts';
import {
  findAvailableItem,
  findLocation,
  popularItems,
  resolveMenuPlace,
  toDiningItem,
  toPopularItem,
  visibleItems,
  visibleSubCategories,
} from './menu.ts';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

/**
 * The guest's menu reads. Every answer is built from the hotel's cached snapshot, validated against its
 * contract once, and served as the same bytes until the snapshot expires.
 */
export function menuRoutes(app: FastifyInstance, menus: MenuCache): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/items/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['dining'],
        summary: 'Available dining items, optionally only those served at a location or by room service',
        querystring: menuQuery,
        response: { 200: diningItemList, ...errors },
      },
    },
    async (request, reply) => {
      const guest = guestOf(request);
      const { location } = request.query;
      const json = await menus.json(guest.hotelId, `items:${location ?? ''}`, (menu) =>
        diningItemList.parse(
          visibleItems(menu, resolveMenuPlace(menu, location)).map((item) =>
            toDiningItem(item, menu.currency),
          ),
        ),
      );
      return sendSerializedJson(reply, json);
    },
  );

  api.get(
    '/items/:id/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['dining'],
        summary: 'One available dining item of the guest’s hotel',
        params: idParam,
        response: { 200: diningItem, ...errors },
      },
    },
    async (request, reply) => {
      const guest = guestOf(request);
      const { id } = request.params;
      const json = await menus.json(guest.hotelId, `item:${id}`, (menu) =>
        diningItem.parse(toDiningItem(findAvailableItem(menu, id), menu.currency)),
      );
      return sendSerializedJson(reply, json);
    },
  );

  api.get(
    '/sub-categories/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['dining'],
        summary: 'Sub-categories that have something to show (at a location, when one is given)',
        querystring: menuQuery,
        response: { 200: subCategoryList, ...errors },
      },
    },
    async (request, reply) => {
      const guest = guestOf(request);
      const { location } = request.query;
      const json = await menus.json(guest.hotelId, `sub-categories:${location ?? ''}`, (menu) =>
        subCategoryList.parse(visibleSubCategories(menu, resolveMenuPlace(menu, location))),
      );
      return sendSerializedJson(reply, json);
    },
  );

  api.get(
    '/locations/:id/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['dining'],
        summary: 'One location of the guest’s hotel',
        params: idParam,
        response: { 200: locationResponse, ...errors },
      },
    },
    async (request, reply) => {
      const guest = guestOf(request);
      const { id } = request.params;
      const json = await menus.json(guest.hotelId, `location:${id}`, (menu) => {
        findLocation(menu, id);
        return locationResponse.parse(toLocationResponse(menu.locations.get(id)!));
      });
      return sendSerializedJson(reply, json);
    },
  );

  api.get(
    '/popular-items/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['dining'],
        summary: 'The dashboard’s popular dining items (the session decides the hotel; hotel_id is ignored)',
        querystring: hotelIdQuery,
        response: { 200: popularItemList, ...errors },
      },
    },
    async (request, reply) => {
      const guest = guestOf(request);
      const json = await menus.json(guest.hotelId, 'popular', (menu) =>
        popularItemList.parse(popularItems(menu).map((item) => toPopularItem(item, menu.currency))),
      );
      return sendSerializedJson(reply, json);
    },
  );
}
