import type { DiningItem, ItemOption, PopularItem, SubCategory } from '@hotel/contracts/dining';
import type { LocationResponse } from '@hotel/contracts/hotels';
import type { OpeningHours } from '@hotel/contracts/opening-hours';

/** A small menu shaped like the demo seed's, for the dining tests. */
export const riverside: LocationResponse = {
  id: 1,
  name: 'Riverside Restaurant',
  description: '',
  opening_hours: null,
};
export const poolDeck: LocationResponse = { id: 2, name: 'Pool Deck', description: '', opening_hours: null };
export const testLocations = [riverside, poolDeck];

export const testSubCategories: SubCategory[] = [
  { id: 10, name: 'Mains' },
  { id: 11, name: 'Drinks' },
  { id: 12, name: 'Desserts' },
];

export const sizeOption: ItemOption = {
  id: 100,
  name: 'Size',
  description: '',
  required: true,
  multiple: false,
  min_selections: 0,
  max_selections: null,
  values: [
    { id: 1000, name: 'Regular', description: '', price_adjustment: 0 },
    { id: 1001, name: 'Large', description: '', price_adjustment: 150 },
  ],
};

export const toppingsOption: ItemOption = {
  id: 101,
  name: 'Toppings',
  description: 'Pick two to four',
  required: false,
  multiple: true,
  min_selections: 2,
  max_selections: 3,
  values: [
    { id: 1010, name: 'Mushrooms', description: '', price_adjustment: 0 },
    { id: 1011, name: 'Pepperoni', description: '', price_adjustment: 60 },
    { id: 1012, name: 'Olives', description: '', price_adjustment: 0 },
    { id: 1013, name: 'No cheese', description: '', price_adjustment: -20 },
  ],
};

export const pizza: DiningItem = {
  id: 1,
  name: 'Margherita Pizza',
  description: 'Stone-baked, tomato, mozzarella and basil.',
  price: 380,
  currency_symbol: '฿',
  image_url: '/media/dining/margherita-pizza.svg',
  sub_category: 10,
  locations: [{ id: poolDeck.id, name: poolDeck.name }],
  options: [sizeOption, toppingsOption],
};

export const padThai: DiningItem = {
  id: 2,
  name: 'Pad Thai',
  description: 'Rice noodles with tamarind.',
  price: 320,
  currency_symbol: '฿',
  image_url: null,
  sub_category: 10,
  locations: [],
  options: [],
};

export const icedTea: DiningItem = {
  id: 3,
  name: 'Thai Iced Tea',
  description: 'Strong tea over ice.',
  price: 90,
  currency_symbol: '฿',
  image_url: '/media/dining/thai-iced-tea.svg',
  sub_category: 11,
  locations: [{ id: riverside.id, name: riverside.name }],
  options: [],
};

export const mango: DiningItem = {
  id: 4,
  name: 'Mango Sticky Rice',
  description: 'Ripe mango with coconut sticky rice.',
  price: 190,
  currency_symbol: '฿',
  image_url: null,
  sub_category: 12,
  locations: [],
  options: [],
};

export const testItems = [pizza, padThai, icedTea, mango];

export const popularPadThai: PopularItem = {
  id: 2,
  item_id: 2,
  type: 'dining',
  name: 'Pad Thai',
  description: 'Rice noodles with tamarind.',
  price: 320,
  currency_symbol: '฿',
  image_url: null,
};

export interface DiningServerOptions {
  items?: DiningItem[];
  /** Answer for the item list instead of the menu (an error status and body). */
  itemsError?: { status: number; body: unknown };
  locationsError?: boolean;
  subCategoriesError?: boolean;
  hotelError?: boolean;
  roomServiceEnabled?: boolean;
  /** The hotel's room-service hours; none set by default (around the clock). */
  roomServiceHours?: OpeningHours;
  /** Opening hours of the Pool Deck; none set by default. */
  poolDeckHours?: OpeningHours;
}
