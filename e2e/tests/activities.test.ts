import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ActivityBooking, ActivityWithSlots, Activity } from '@hotel/contracts/activities';
import { baseUrl, launchChromium, openPhone, openStaffConsole, screenshot } from '../support/browser.ts';
import { logInAsDemoGuest } from '../support/guest-journeys.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A booking made through the API with the guest's own token, as the dialog would. */
async function bookThroughApi(page: Page, activityName: string, people = 1): Promise<ActivityBooking> {
  const token = await page.evaluate(() => localStorage.getItem('sessionToken'));
  const headers = { authorization: `Token ${token}`, 'content-type': 'application/json' };
  const activities = (await (await fetch(`${baseUrl()}/api/activities/`, { headers })).json()) as Activity[];
  const activity = activities.find((candidate) => candidate.name === activityName)!;
  const today = (await (
    await fetch(`${baseUrl()}/api/activities/${activity.id}/`, { headers })
  ).json()) as ActivityWithSlots;
  const [year, month, day] = today.date.split('-').map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  const slots = (await (
    await fetch(`${baseUrl()}/api/activities/${activity.id}/?date=${tomorrow}`, { headers })
  ).json()) as ActivityWithSlots;
  const slot = slots.available_slots.find((candidate) => candidate.remaining_capacity >= people)!;
  const response = await fetch(`${baseUrl()}/api/activity-bookings/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      activity_id: activity.id,
      scheduled_date: tomorrow,
      scheduled_time: slot.start_time,
      number_of_people: people,
      selected_options: {},
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as ActivityBooking;
}

describe('activities', () => {
  it('books an activity for tomorrow, shows it on the account page, cancels it and finds it under show cancelled', async () => {
    const { context, page } = await openPhone(browser);
    await logInAsDemoGuest(page, { liveSocket: true });
    await page.getByRole('link', { name: 'All activities' }).click();
    await page.waitForURL('**/activities');
    await page.getByRole('button', { name: 'Book Thai Cooking Class' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Tomorrow', { exact: true }).click();
    const slot = dialog.locator('label:has(input[name$="-slot"]:not([disabled]))').first();
    await slot.click();
    const time = (await slot.locator('bdi').textContent())!.slice(0, 5);
    await dialog.getByLabel('Special requests').fill('One vegetarian, please');
    await screenshot(page, 'activities-booking-form');
    await dialog.getByRole('button', { name: 'Book now' }).click();

    await dialog.getByText("You're booked!").waitFor();
    const reference = (await dialog.locator('.font-mono').first().textContent())!;
    expect(reference).toMatch(/^ACT-[A-Z2-9]{6}$/);
    expect(await dialog.textContent()).toContain('One vegetarian, please');
    await screenshot(page, 'activities-booking-success');
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.goto(`${baseUrl()}/account`);
    const section = page.locator('section', { has: page.locator('#account-activities') });
    const card = section.locator('article', { hasText: reference });
    await card.waitFor();
    expect(await card.textContent()).toContain(time);
    expect(await card.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toMatch(
      /\/api\/guest\/activities\/\d+\/calendar\.ics\/$/,
    );
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await card.waitFor({ state: 'detached' });

    await section.getByRole('switch', { name: /Show cancelled/ }).click();
    const cancelled = section.locator('article', { hasText: reference });
    await cancelled.waitFor();
    expect(await cancelled.textContent()).toContain('Cancelled');
    await screenshot(page, 'activities-account-cancelled');
    await context.close();
  });

  it('puts a new booking on the staff console live; a cancellation there reaches the guest live', async () => {
    const { context, page } = await openPhone(browser);
    await logInAsDemoGuest(page, { liveSocket: true });
    const staff = await openStaffConsole(browser, 'staff@hotel-demo.test', { size: 'tablet' });
    await staff.page.goto(`${baseUrl()}/staff/activity-bookings`);
    await staff.page.getByRole('heading', { name: 'Activity bookings' }).waitFor();
    await staff.page.getByRole('button', { name: 'Next day' }).click();

    const booking = await bookThroughApi(page, 'Traditional Thai Massage');
    // No reload: the console's socket brings it.
    const row = staff.page.locator('li', { hasText: booking.reference_number }).last();
    await row.waitFor();
    await staff.page.getByText(/^New booking — Room 101: Traditional Thai Massage/).waitFor();
    await screenshot(staff.page, 'staff-activity-bookings-tablet');

    await page.goto(`${baseUrl()}/bookings/${booking.id}`);
    const card = page.locator('article', { hasText: booking.reference_number });
    await card.waitFor();
    expect(await card.textContent()).toContain('Confirmed');

    await row.getByRole('button', { name: 'Cancel booking' }).click();
    await row.getByLabel('Reason for the guest').fill('The therapist is unwell today.');
    await row.getByRole('button', { name: 'Cancel and tell the guest' }).click();
    await row.getByText('Cancelled: The therapist is unwell today.').waitFor();

    // The guest is on this booking's page: it says so there, with no toast piled over it.
    await card.getByText('Cancelled by the hotel: The therapist is unwell today.').waitFor();
    await page.waitForTimeout(500);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    expect(await card.textContent()).toContain('Cancelled');
    expect(await card.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
    await screenshot(page, 'activities-booking-page-live');
    await context.close();
    await staff.context.close();
  });

  it('lets a manager change a schedule, and refuses a capacity below what is booked', async () => {
    const { context, page } = await openPhone(browser);
    await logInAsDemoGuest(page, { liveSocket: true });
    await bookThroughApi(page, 'Traditional Thai Massage', 2);
    const staff = await openStaffConsole(browser);
    await staff.page.getByRole('link', { name: 'Activities', exact: true }).click();
    await staff.page.getByRole('button', { name: /Traditional Thai Massage/ }).click();
    const schedule = staff.page.getByRole('form', { name: /^Schedule \d+$/ }).first();
    await schedule.getByLabel('Capacity per slot').fill('1');
    await schedule.getByRole('button', { name: 'Save' }).click();
    await schedule.getByText(/already has 2 people booked: the capacity cannot go below 2/).waitFor();
    await screenshot(staff.page, 'staff-activity-editor-desktop');
    await schedule.getByLabel('Capacity per slot').fill('3');
    await schedule.getByRole('button', { name: 'Save' }).click();
    await schedule.getByText('Saved.').waitFor();
    await context.close();
    await staff.context.close();
  });
});
