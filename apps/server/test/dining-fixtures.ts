import type { AppContext } from '../src/platform/context.ts';
import { locations } from '../src/modules/dining/schema.ts';
import { loadMenuRecords, type MenuItemRecord } from '../src/modules/dining/menu-repository.ts';
import { seedMenu } from '../src/seed/demo-dining.ts';

/**
 * A small menu with every kind of option, for dining tests. Prices (major units):
 * - Curry 250, everywhere; Spice (required, single): Mild 0, Hot +10; Protein (optional): Chicken 0, Tofu −30.
 * - Pizza 300, Terrace only; Toppings (required, multiple, 2–3): Olives 0, Ham +50, Cheese +20, Pineapple 0.
 * - Cocktail 200, Bar only, no options.
 * - Sundae 100, everywhere; Sauces (optional, multiple, no maximum): Chocolate +5, Caramel +5.
 * - Sold-out Special 50, unavailable.
 * Popular: Sundae (1), Curry (2), Sold-out Special (0, but unavailable).
 */
export const TEST_MENU = {
  subCategories: ['Mains', 'Drinks', 'Desserts', 'Empty'],
  items: [
    {
      name: 'Curry',
      description: 'Green curry',
      price: 250,
      category: 'Mains',
      image: 'green-curry.svg',
      popular: 2,
      options: [
        { name: 'Spice', required: true, values: [{ name: 'Mild' }, { name: 'Hot', price: 10 }] },
        { name: 'Protein', values: [{ name: 'Chicken' }, { name: 'Tofu', price: -30 }] },
      ],
    },
    {
      name: 'Pizza',
      description: 'Stone-baked',
      price: 300,
      category: 'Mains',
      at: ['Terrace'],
      options: [
        {
          name: 'Toppings',
          required: true,
          multiple: true,
          min: 2,
          max: 3,
          values: [
            { name: 'Olives' },
            { name: 'Ham', price: 50 },
            { name: 'Cheese', price: 20 },
            { name: 'Pineapple' },
          ],
        },
      ],
    },
    { name: 'Cocktail', description: 'Shaken', price: 200, category: 'Drinks', at: ['Bar'] },
    {
      name: 'Sundae',
      description: 'Vanilla',
      price: 100,
      category: 'Desserts',
      popular: 1,
      options: [
        {
          name: 'Sauces',
          multiple: true,
          values: [
            { name: 'Chocolate', price: 5 },
            { name: 'Caramel', price: 5 },
          ],
        },
      ],
    },
    {
      name: 'Sold-out Special',
      description: 'Gone',
      price: 50,
      category: 'Mains',
      available: false,
      popular: 0,
    },
  ],
};

export interface MenuFixture {
  terrace: { id: number; name: string };
  bar: { id: number; name: string };
  subCategory(name: string): number;
  item(name: string): MenuItemRecord;
  option(item: string, option: string): number;
  value(item: string, option: string, value: string): number;
}

export async function createMenuFixture(ctx: AppContext, hotelId: number): Promise<MenuFixture> {
  const [terrace, bar] = await ctx.db
    .insert(locations)
    .values([
      { hotelId, name: 'Terrace', sortOrder: 1 },
      { hotelId, name: 'Bar', sortOrder: 2 },
    ])
    .returning({ id: locations.id, name: locations.name });
  await seedMenu(ctx.db, hotelId, TEST_MENU);
  const records = await loadMenuRecords(ctx.db, hotelId);
  if (!records) throw new Error('fixture hotel vanished');
  const item = (name: string) => {
    const found = records.items.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no fixture item ${name}`);
    return found;
  };
  const option = (itemName: string, optionName: string) => {
    const found = item(itemName).options.find((candidate) => candidate.name === optionName);
    if (!found) throw new Error(`no fixture option ${itemName}/${optionName}`);
    return found;
  };
  return {
    terrace: terrace!,
    bar: bar!,
    subCategory: (name) => records.subCategories.find((candidate) => candidate.name === name)!.id,
    item,
    option: (itemName, optionName) => option(itemName, optionName).id,
    value: (itemName, optionName, valueName) => {
      const found = option(itemName, optionName).values.find((candidate) => candidate.name === valueName);
      if (!found) throw new Error(`no fixture value ${itemName}/${optionName}/${valueName}`);
      return found.id;
    },
  };
}
