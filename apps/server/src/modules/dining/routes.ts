import type { FastifyInstance } from 'fastify';
import { locationRoutes } from './location-routes.ts';
import { MenuCache } from './menu-cache.ts';
import { menuRoutes } from './menu-routes.ts';
import { orderRoutes } from './order-routes.ts';
import { staffMenuRoutes } from './staff-menu-routes.ts';
import { staffOrderRoutes } from './staff-order-routes.ts';

/** How long one instance serves a hotel's menu (and validates orders) from its snapshot. */
const MENU_SNAPSHOT_MS = 5_000;

/** Dining: the menu, the guest's orders, the staff side of orders and the menu editor. */
export async function diningRoutes(app: FastifyInstance): Promise<void> {
  const menus = new MenuCache(app.ctx.db, MENU_SNAPSHOT_MS, () => app.ctx.now().getTime());
  const stopFollowing = menus.followChanges(app.ctx.bus);
  app.addHook('onClose', async () => stopFollowing());
  locationRoutes(app);
  menuRoutes(app, menus);
  orderRoutes(app, menus);
  staffOrderRoutes(app);
  await app.register(staffMenuRoutes);
}
