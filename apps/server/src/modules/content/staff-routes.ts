import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParam } from '@hotel/contracts/common';
import {
  calendarEvent,
  calendarEventCreate,
  calendarEventUpdate,
  slideCreate,
  slideOrder,
  slideUpdate,
  staffCalendarEventList,
  staffSlide,
  staffSlideList,
  staffWeatherLocation,
  touristInfoResponse,
  touristInfoUpdate,
  uploadedImage,
  weatherLocation,
} from '@hotel/contracts/content';
import type { FastifyRequest } from 'fastify';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@hotel/contracts/menu-admin';
import { recordAudit, staffActor } from '../audit/index.ts';
import { imageStoreOf, storeImage } from '../media/index.ts';
import { requireStaff, staffOf, publishStaffUpdate } from '../staff/index.ts';
import {
  changeEvent,
  changeSlide,
  changeWeatherLocation,
  createEvent,
  createSlide,
  orderSlides,
  removeEvent,
  removeSlide,
  replaceTouristInfo,
  staffEvents,
  staffSlides,
  touristInfoOf,
  weatherLocationOf,
} from './service.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/** A slide in the audit log: its caption, else its number. */
function slideName(slide: { id: number; caption: string }): string {
  return slide.caption.trim() || `Slide #${slide.id}`;
}

/** Uploads are read whole (the cap is checked again by the image store) and only under this module's routes. */
const UPLOAD_BODY_LIMIT = MAX_IMAGE_BYTES + 1;

/**
 * The staff editors of dashboard content. Guests read straight from the tables (no per-instance copy),
 * so a change shows on a guest's next read.
 */
export function staffContentRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: requireStaff('content.edit') };
  const tags = ['staff', 'content'];
  /** Other open consoles of the hotel re-read the content screens (their query keys start with 'content'). */
  // Every content change passes here, so here it is also recorded (after it committed) in the audit log.
  const announce = async (request: FastifyRequest, action: string, id: number, subject: string) => {
    const member = staffOf(request);
    await recordAudit(app.ctx.db, member.hotelId, staffActor(request, member), {
      kind: 'content.changed',
      subject,
      detail: { action },
    });
    await publishStaffUpdate(app.ctx, member.hotelId, { topic: 'content', action, id }, request.log);
  };

  app.addContentTypeParser(
    [...IMAGE_TYPES],
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  api.get(
    '/staff/slides/',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Every slide, on show or not, in order',
        response: { 200: staffSlideList, ...errors },
      },
    },
    async (request) => ({ slides: await staffSlides(app.ctx, staffOf(request).hotelId) }),
  );

  api.post(
    '/staff/slides/',
    {
      ...staff,
      schema: {
        tags,
        summary:
          'Add a slide at the end; show_from / show_until bound when it is on show (either may be null)',
        body: slideCreate,
        response: { 201: staffSlide, ...errors },
      },
    },
    async (request, reply) => {
      const slide = await createSlide(app.ctx, staffOf(request).hotelId, request.body);
      await announce(request, 'slide_added', slide.id, slideName(slide));
      return reply.status(201).send(slide);
    },
  );

  api.put(
    '/staff/slides/order/',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Put the slides in this order (every slide id of the hotel, once)',
        body: slideOrder,
        response: { 200: staffSlideList, ...errors },
      },
    },
    async (request) => {
      const slides = await orderSlides(app.ctx, staffOf(request).hotelId, request.body.ids);
      await announce(request, 'slides_ordered', 0, 'Slides');
      return { slides };
    },
  );

  api.patch(
    '/staff/slides/:id/',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Change a slide',
        params: idParam,
        body: slideUpdate,
        response: { 200: staffSlide, ...errors },
      },
    },
    async (request) => {
      const slide = await changeSlide(app.ctx, staffOf(request).hotelId, request.params.id, request.body);
      await announce(request, 'slide_changed', slide.id, slideName(slide));
      return slide;
    },
  );

  api.delete(
    '/staff/slides/:id/',
    {
      ...staff,
      schema: { tags, summary: 'Remove a slide', params: idParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeSlide(app.ctx, staffOf(request).hotelId, request.params.id);
      await announce(request, 'slide_removed', request.params.id, `Slide #${request.params.id}`);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/staff/images/',
    {
      ...staff,
      schema: {
        tags,
        summary:
          'Upload a slide image (body: the PNG, JPEG or WebP bytes, up to 5 MB), resized to 1280 px; answers the url to use on a slide',
        response: {
          201: uploadedImage,
          ...errors,
          413: errorResponse,
          415: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const mimetype = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      // The one image store: checked and resized like dish pictures and logos, served from /api/images/sized/.
      const image = { url: await storeImage(imageStoreOf(app.ctx), { bytes, mimetype }, 'slide') };
      return reply.status(201).send(image);
    },
  );

  api.get(
    '/staff/calendar-events/',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Every event, past ones included, by start time',
        response: { 200: staffCalendarEventList, ...errors },
      },
    },
    async (request) => ({ events: await staffEvents(app.ctx, staffOf(request).hotelId) }),
  );

  api.post(
    '/staff/calendar-events/',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Add an event',
        body: calendarEventCreate,
        response: { 201: calendarEvent, ...errors },
      },
    },
    async (request, reply) => {
      const event = await createEvent(app.ctx, staffOf(request).hotelId, request.body);
      await announce(request, 'event_added', event.id, event.title);
      return reply.status(201).send(event);
    },
  );

  api.patch(
    '/staff/calendar-events/:id/',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Change an event',
        params: idParam,
        body: calendarEventUpdate,
        response: { 200: calendarEvent, ...errors },
      },
    },
    async (request) => {
      const event = await changeEvent(app.ctx, staffOf(request).hotelId, request.params.id, request.body);
      await announce(request, 'event_changed', event.id, event.title);
      return event;
    },
  );

  api.delete(
    '/staff/calendar-events/:id/',
    {
      ...staff,
      schema: { tags, summary: 'Remove an event', params: idParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeEvent(app.ctx, staffOf(request).hotelId, request.params.id);
      await announce(request, 'event_removed', request.params.id, `Event #${request.params.id}`);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/staff/tourist-info/',
    {
      ...staff,
      schema: {
        tags,
        summary: "The hotel's tourist information",
        response: { 200: touristInfoResponse, ...errors },
      },
    },
    async (request) => touristInfoOf(app.ctx, staffOf(request).hotelId),
  );

  api.put(
    '/staff/tourist-info/',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Replace the tourist information: absent, null or empty fields are cleared',
        body: touristInfoUpdate,
        response: { 200: touristInfoResponse, ...errors },
      },
    },
    async (request) => {
      const info = await replaceTouristInfo(app.ctx, staffOf(request).hotelId, request.body);
      await announce(request, 'tourist_info_saved', 0, 'Tourist information');
      return info;
    },
  );

  api.get(
    '/staff/weather-location/',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Where the weather widget looks (null until set)',
        response: { 200: staffWeatherLocation, ...errors },
      },
    },
    async (request) => ({ location: await weatherLocationOf(app.ctx, staffOf(request).hotelId) }),
  );

  api.put(
    '/staff/weather-location/',
    {
      ...staff,
      schema: {
        tags,
        summary:
          'Set the town and coordinates; a new place drops the old reading so guests never see the old town',
        body: weatherLocation,
        response: { 200: staffWeatherLocation, ...errors },
      },
    },
    async (request) => {
      const location = await changeWeatherLocation(app.ctx, staffOf(request).hotelId, request.body);
      await announce(request, 'weather_location_saved', 0, 'Weather location');
      return { location };
    },
  );
}
