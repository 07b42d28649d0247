import { and, eq } from 'drizzle-orm';
import type { Database } from '../platform/database/database.ts';
import { locations } from '../modules/dining/schema.ts';
import {
  diningItemLocations,
  diningItems,
  itemOptions,
  optionValues,
  subCategories,
} from '../modules/dining/schema.ts';
import type { DemoHotelIds } from './demo-seed.ts';

/*
 * The demo menus. Prices are in major units here for readability. Items are matched by name, so running
 * the seed again adds only what is missing and never duplicates.
 */

interface SeedValue {
  name: string;
  description?: string;
  price?: number;
}

interface SeedOption {
  name: string;
  description?: string;
  required?: boolean;
  multiple?: boolean;
  min?: number;
  max?: number;
  values: SeedValue[];
}

interface SeedItem {
  name: string;
  description: string;
  price: number;
  category: string;
  /** File under media/dining/; absent shows the guest app's placeholder. */
  image?: string;
  /** Location names; absent means served everywhere. */
  at?: string[];
  popular?: number;
  /** Defaults to true. */
  available?: boolean;
  options?: SeedOption[];
}

export interface SeedMenu {
  subCategories: string[];
  items: SeedItem[];
}

const RIVERSIDE = 'Riverside Restaurant';
const SKY_BAR = 'Sky Bar';
const POOL = 'Pool Deck';

const spiceLevel: SeedOption = {
  name: 'Spice level',
  description: 'How hot would you like it?',
  required: true,
  values: [{ name: 'Not spicy' }, { name: 'Mild' }, { name: 'Medium' }, { name: 'Thai hot' }],
};

export const DEMO_MENU: SeedMenu = {
  subCategories: ['Breakfast', 'Thai Favourites', 'Mains', 'Drinks', 'Desserts'],
  items: [
    {
      name: 'Khai Jiao with Jasmine Rice',
      description: 'Crispy Thai-style omelette over steamed jasmine rice, with sriracha on the side.',
      price: 180,
      category: 'Breakfast',
      image: 'khai-jiao.svg',
      at: [RIVERSIDE],
      options: [
        {
          name: 'Add-ons',
          multiple: true,
          max: 3,
          values: [
            { name: 'Minced pork', price: 40 },
            { name: 'Shrimp', price: 80 },
            { name: 'Extra egg', price: 20 },
          ],
        },
      ],
    },
    {
      name: 'American Breakfast',
      description: 'Two eggs your way, smoked bacon, toast and butter.',
      price: 390,
      category: 'Breakfast',
      image: 'american-breakfast.svg',
      at: [RIVERSIDE],
      options: [
        {
          name: 'Eggs',
          required: true,
          values: [{ name: 'Fried' }, { name: 'Scrambled' }, { name: 'Poached' }, { name: 'Omelette' }],
        },
        {
          name: 'Side',
          description: 'Optional',
          values: [
            { name: 'Hash brown', price: 30 },
            { name: 'Grilled tomato' },
            { name: 'Baked beans', price: 20 },
          ],
        },
      ],
    },
    {
      name: 'Tropical Fruit Platter',
      description: 'Watermelon, pineapple and dragon fruit, cut fresh this morning.',
      price: 220,
      category: 'Breakfast',
      image: 'fruit-platter.svg',
    },
    {
      name: 'Pad Thai Goong',
      description: 'Rice noodles wok-fried with tamarind, egg, bean sprouts and crushed peanuts.',
      price: 320,
      category: 'Thai Favourites',
      image: 'pad-thai.svg',
      popular: 1,
      options: [
        spiceLevel,
        {
          name: 'Protein',
          required: true,
          values: [
            { name: 'River prawns', description: 'The classic' },
            { name: 'Chicken', price: -40 },
            { name: 'Tofu', description: 'Vegetarian', price: -60 },
          ],
        },
      ],
    },
    {
      name: 'Green Curry with Chicken',
      description: 'Coconut green curry with Thai eggplant and sweet basil.',
      price: 290,
      category: 'Thai Favourites',
      image: 'green-curry.svg',
      popular: 3,
      options: [
        spiceLevel,
        {
          name: 'Served with',
          values: [{ name: 'Jasmine rice' }, { name: 'Brown rice', price: 20 }, { name: 'Roti', price: 30 }],
        },
      ],
    },
    {
      name: 'Tom Yum Goong',
      description: 'Hot and sour prawn soup with lemongrass, galangal and kaffir lime.',
      price: 340,
      category: 'Thai Favourites',
      image: 'tom-yum.svg',
      at: [RIVERSIDE],
      options: [
        spiceLevel,
        { name: 'Broth', values: [{ name: 'Creamy (nam khon)' }, { name: 'Clear (nam sai)' }] },
      ],
    },
    {
      name: 'Som Tam',
      description: 'Green papaya salad pounded with lime, chilli, tomato and long beans.',
      price: 180,
      category: 'Thai Favourites',
      image: 'som-tam.svg',
      at: [RIVERSIDE, POOL],
      options: [spiceLevel],
    },
    {
      name: 'Wagyu Beef Burger',
      description: 'Grilled wagyu patty, brioche bun, tomato, lettuce and house sauce, with fries.',
      price: 520,
      category: 'Mains',
      image: 'wagyu-burger.svg',
      at: [POOL, SKY_BAR],
      popular: 4,
      options: [
        {
          name: 'Doneness',
          required: true,
          values: [{ name: 'Medium rare' }, { name: 'Medium' }, { name: 'Well done' }],
        },
        {
          name: 'Extras',
          multiple: true,
          max: 4,
          values: [
            { name: 'Cheddar', price: 40 },
            { name: 'Smoked bacon', price: 60 },
            { name: 'Fried egg', price: 30 },
            { name: 'Lettuce wrap instead of bun', price: -20 },
          ],
        },
      ],
    },
    {
      name: 'Grilled Sea Bass',
      description: 'Whole sea bass from the grill with lemon butter and seasonal greens.',
      price: 680,
      category: 'Mains',
      image: 'grilled-sea-bass.svg',
      at: [RIVERSIDE],
      options: [
        {
          name: 'Sauce',
          values: [{ name: 'Lemon butter' }, { name: 'Chilli lime' }, { name: 'Tamarind glaze' }],
        },
      ],
    },
    {
      name: 'Margherita Pizza',
      description: 'Stone-baked, San Marzano tomato, mozzarella and basil. Choose your toppings.',
      price: 380,
      category: 'Mains',
      image: 'margherita-pizza.svg',
      at: [POOL],
      options: [
        {
          name: 'Size',
          required: true,
          values: [{ name: 'Regular (10")' }, { name: 'Large (14")', price: 150 }],
        },
        {
          name: 'Toppings',
          description: 'Pick two to four',
          required: true,
          multiple: true,
          min: 2,
          max: 4,
          values: [
            { name: 'Mushrooms' },
            { name: 'Olives' },
            { name: 'Pepperoni', price: 60 },
            { name: 'Pineapple' },
            { name: 'Extra mozzarella', price: 50 },
          ],
        },
      ],
    },
    {
      name: 'Thai Iced Tea',
      description: 'Strong Ceylon tea with star anise, sweetened condensed milk, over ice.',
      price: 90,
      category: 'Drinks',
      image: 'thai-iced-tea.svg',
      popular: 5,
      options: [
        {
          name: 'Sweetness',
          required: true,
          values: [{ name: 'Regular' }, { name: 'Less sweet' }, { name: 'No sugar' }],
        },
        { name: 'Milk', values: [{ name: 'Dairy' }, { name: 'Oat milk', price: 25 }] },
      ],
    },
    {
      name: 'Lemongrass Mojito',
      description: 'White rum, lemongrass syrup, lime and mint. Ask for it virgin.',
      price: 260,
      category: 'Drinks',
      image: 'lemongrass-mojito.svg',
      at: [SKY_BAR],
      options: [{ name: 'Style', values: [{ name: 'Classic' }, { name: 'Virgin', price: -80 }] }],
    },
    {
      name: 'Fresh Young Coconut',
      description: 'Chilled and opened at the pool bar.',
      price: 120,
      category: 'Drinks',
      at: [POOL],
    },
    {
      name: 'Mango Sticky Rice',
      description: 'Ripe Nam Dok Mai mango with sweet coconut sticky rice.',
      price: 190,
      category: 'Desserts',
      image: 'mango-sticky-rice.svg',
      popular: 2,
    },
    {
      name: 'Coconut Ice Cream',
      description: 'House-churned coconut ice cream served in the shell.',
      price: 120,
      category: 'Desserts',
      image: 'coconut-ice-cream.svg',
      at: [POOL, SKY_BAR],
      options: [
        {
          name: 'Toppings',
          description: 'Pick at least one',
          required: true,
          multiple: true,
          min: 1,
          max: 3,
          values: [
            { name: 'Roasted peanuts' },
            { name: 'Sweet corn' },
            { name: 'Sticky rice', price: 20 },
            { name: 'Palm-sugar syrup', price: 10 },
          ],
        },
      ],
    },
  ],
};

const BEACH = 'Beach Club';
const CAFE = 'Lobby Café';

export const SEA_MENU: SeedMenu = {
  subCategories: ['Breakfast', 'Tapas', 'Mains', 'Drinks'],
  items: [
    {
      name: 'Croissant & Coffee',
      description: 'Butter croissant with a coffee of your choice.',
      price: 6.5,
      category: 'Breakfast',
      image: 'croissant.svg',
      at: [CAFE],
      popular: 2,
    },
    {
      name: 'Patatas Bravas',
      description: 'Crisp potatoes with smoky brava sauce and aioli.',
      price: 7.5,
      category: 'Tapas',
      image: 'patatas-bravas.svg',
      options: [{ name: 'Sauce heat', required: true, values: [{ name: 'Mild' }, { name: 'Hot' }] }],
    },
    {
      name: 'Grilled Octopus',
      description: 'Galician-style octopus with paprika, olive oil and sea salt.',
      price: 19.5,
      category: 'Tapas',
      image: 'grilled-octopus.svg',
      at: [BEACH],
    },
    {
      name: 'Paella Valenciana',
      description: 'Saffron rice with chicken, prawns and green beans, for sharing.',
      price: 24,
      category: 'Mains',
      image: 'paella.svg',
      at: [BEACH],
      popular: 1,
      options: [
        {
          name: 'Size',
          required: true,
          values: [{ name: 'For one' }, { name: 'For two', price: 18 }, { name: 'Tapa portion', price: -9 }],
        },
        {
          name: 'Extras',
          multiple: true,
          max: 2,
          values: [
            { name: 'Half lobster', price: 12.5 },
            { name: 'Saffron aioli', price: 1.5 },
          ],
        },
      ],
    },
    {
      name: 'Sangria',
      description: 'Red wine, orange, lemon and a splash of brandy.',
      price: 9,
      category: 'Drinks',
      image: 'sangria.svg',
      at: [BEACH],
    },
    {
      name: 'Café con Leche',
      description: 'Espresso with hot milk.',
      price: 3.2,
      category: 'Drinks',
      image: 'cafe-con-leche.svg',
      options: [
        {
          name: 'Milk',
          values: [{ name: 'Whole milk' }, { name: 'Oat milk', price: 0.5 }, { name: 'Lactose-free' }],
        },
      ],
    },
  ],
};

/** Adds the demo menus to the demo hotels; their locations come from the hotels seed. */
export async function seedDemoDining(db: Database, ids: DemoHotelIds): Promise<void> {
  await seedMenu(db, ids.demo, DEMO_MENU);
  await seedMenu(db, ids.sea, SEA_MENU);
}

const minor = (amount: number) => Math.round(amount * 100);

export async function seedMenu(db: Database, hotelId: number, menu: SeedMenu): Promise<void> {
  const categoryIds = await ensureSubCategories(db, hotelId, menu.subCategories);
  const locationRows = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.hotelId, hotelId));
  const locationIds = new Map(locationRows.map((row) => [row.name, row.id]));
  const existing = await db
    .select({ name: diningItems.name })
    .from(diningItems)
    .where(eq(diningItems.hotelId, hotelId));
  const present = new Set(existing.map((row) => row.name));

  for (const [sortOrder, item] of menu.items.entries()) {
    if (present.has(item.name)) continue;
    const [created] = await db
      .insert(diningItems)
      .values({
        hotelId,
        subCategoryId: categoryIds.get(item.category) ?? null,
        name: item.name,
        description: item.description,
        priceMinor: minor(item.price),
        imageUrl: item.image ? `/media/dining/${item.image}` : null,
        popularRank: item.popular ?? null,
        available: item.available ?? true,
        sortOrder,
      })
      .returning({ id: diningItems.id });
    const itemId = created!.id;
    const served = (item.at ?? []).map((name) => {
      const locationId = locationIds.get(name);
      if (locationId === undefined) throw new Error(`Demo menu names an unknown location: ${name}`);
      return { diningItemId: itemId, locationId };
    });
    if (served.length > 0) await db.insert(diningItemLocations).values(served);
    for (const [optionOrder, option] of (item.options ?? []).entries()) {
      const [createdOption] = await db
        .insert(itemOptions)
        .values({
          diningItemId: itemId,
          name: option.name,
          description: option.description ?? '',
          required: option.required ?? false,
          multiple: option.multiple ?? false,
          minSelections: option.min ?? 0,
          maxSelections: option.max ?? null,
          sortOrder: optionOrder,
        })
        .returning({ id: itemOptions.id });
      await db.insert(optionValues).values(
        option.values.map((value, valueOrder) => ({
          optionId: createdOption!.id,
          name: value.name,
          description: value.description ?? '',
          priceAdjustmentMinor: minor(value.price ?? 0),
          sortOrder: valueOrder,
        })),
      );
    }
  }
}

async function ensureSubCategories(db: Database, hotelId: number, names: string[]) {
  const ids = new Map<string, number>();
  for (const [sortOrder, name] of names.entries()) {
    const [found] = await db
      .select({ id: subCategories.id })
      .from(subCategories)
      .where(and(eq(subCategories.hotelId, hotelId), eq(subCategories.name, name)));
    if (found) {
      ids.set(name, found.id);
      continue;
    }
    const [created] = await db
      .insert(subCategories)
      .values({ hotelId, name, sortOrder })
      .returning({ id: subCategories.id });
    ids.set(name, created!.id);
  }
  return ids;
}
