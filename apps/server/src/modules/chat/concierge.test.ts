import { describe, expect, it } from 'vitest';
import { asksForPerson, retrievalConcierge } from './concierge.ts';
import { describeHours, type HotelFacts } from './hotel-facts.ts';
import { retrieve } from './retrieval.ts';

const facts: HotelFacts = {
  hotelName: 'Demo Riverside Hotel',
  timezone: 'Asia/Bangkok',
  facts: [
    {
      kind: 'faq',
      topic: 'What time is breakfast served?',
      text: 'Breakfast is served every day from 06:30 to 10:30.',
    },
    {
      kind: 'faq',
      topic: 'When is check-out? Can I check out late?',
      text: 'Check-out is at 12:00. Late check-out until 15:00 is free when the room is not booked.',
    },
    {
      kind: 'faq',
      topic: 'What is the Wi-Fi password?',
      text: 'The Wi-Fi password is on your key card holder.',
    },
    {
      kind: 'hours',
      topic: 'Sky Bar opening hours open close time',
      text: 'Sky Bar is open every day 17:00–01:00 (hotel time).',
    },
    {
      kind: 'menu',
      topic: 'American Breakfast Breakfast eggs bacon menu price food order',
      text: 'American Breakfast (Breakfast): ฿350.00.',
    },
    {
      kind: 'menu',
      topic: 'Pad Thai Thai Favourites noodles menu price food order',
      text: 'Pad Thai (Thai Favourites): ฿220.00.',
    },
    { kind: 'request', topic: 'towels fresh towel bath', text: 'For fresh towels, tap the Towels button.' },
    {
      kind: 'tourist',
      topic: 'Tourist police tourist police phone number contact website',
      text: 'Tourist police: 1155.',
    },
  ],
};

const ask = (question: string) => retrievalConcierge.answer({ question, language: 'en', facts, history: [] });

describe('retrieval concierge', () => {
  it("answers from the hotel's facts, quoting them as written", async () => {
    const breakfast = await ask('What time is breakfast?');
    expect(breakfast.handoff).toBe(false);
    expect(breakfast.text).toContain('Breakfast is served every day from 06:30 to 10:30.');
    expect((await ask('how much does the pad thai cost')).text).toContain(
      'Pad Thai (Thai Favourites): ฿220.00.',
    );
    expect((await ask('When does the sky bar open?')).text).toContain('17:00–01:00');
    expect((await ask('Can I get more towels please')).text).toContain('Towels button');
    expect((await ask('tourist police number')).text).toContain('1155');
  });

  it('reads check-out, check out and checkout as one word, and Wi-Fi as wifi', async () => {
    for (const question of [
      'late checkout?',
      'Could I check out later',
      'checkout time',
      'when is check-out',
    ])
      expect((await ask(question)).text, question).toContain('Late check-out until 15:00');
    expect((await ask('wifi password')).text).toContain('key card holder');
  });

  it('hands over what the facts do not answer, instead of quoting something near it', async () => {
    for (const question of ['When does the spa open?', 'Can you recommend a tailor?', 'asdf qwerty', '???']) {
      const answer = await ask(question);
      expect(answer.handoff, question).toBe(true);
      expect(answer.text).toContain('passed your question to our staff');
    }
  });

  it('passes a guest who asks for a person to staff, whatever else they ask', async () => {
    expect(asksForPerson('Can I speak to someone at reception?')).toBe(true);
    expect(asksForPerson('What time is breakfast?')).toBe(false);
    expect(await ask('I want to talk to a human about breakfast')).toMatchObject({ handoff: true });
  });

  it('never quotes more than three facts, best first', () => {
    const found = retrieve(facts.facts, 'breakfast');
    expect(found.length).toBeLessThanOrEqual(3);
    expect(found[0]!.fact.kind).toBe('faq');
  });
});

describe('opening hours', () => {
  it('groups days with the same hours', () => {
    const open = [{ opens: '06:30', closes: '10:30' }];
    expect(
      describeHours({ mon: open, tue: open, wed: open, thu: open, fri: open, sat: open, sun: open }),
    ).toBe('every day 06:30–10:30');
    expect(describeHours({ mon: open, tue: open, wed: open, thu: open, fri: open, sat: [], sun: [] })).toBe(
      'Monday to Friday 06:30–10:30; Saturday to Sunday closed',
    );
  });
});
