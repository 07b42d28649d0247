import type { FastifyInstance } from 'fastify';
import { staffRoomRoutes } from './staff-room-routes.ts';
import { staffStayRoutes } from './staff-stay-routes.ts';

/** The front desk's rooms (with their QR codes) and stays: staff routes only; guests log in through auth. */
export async function stayRoutes(app: FastifyInstance): Promise<void> {
  staffRoomRoutes(app);
  staffStayRoutes(app);
}
