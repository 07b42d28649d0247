import type { ActivityInput, ActivityOption } from '@hotel/contracts/activities';

type OptionInput = NonNullable<ActivityInput['options']>[number];

/*
 * Options as lines of text, one option per line, so a manager edits them like a list on paper:
 *   Spice level * : Mild | Medium | Thai hot
 *   Extras [0-2] : Recipe booklet +150 | Market tour +400
 * `*` makes the option required; `[min-max]` (either end may be left out) or `[multiple]` makes it a
 * multiple choice; `+150` / `-30` after a value is its price adjustment.
 */

const LINE =
  /^(?<name>[^:*[\]]+?)\s*(?<required>\*)?\s*(?:\[(?<multi>multiple|(?<min>\d+)?-(?<max>\d+)?)\])?\s*:\s*(?<values>.+)$/;
const VALUE = /^(?<name>.+?)(?:\s+(?<adjustment>[+-]\d+(?:\.\d{1,2})?))?$/;

export function optionsFromText(text: string): { options: OptionInput[] } | { error: true; line: number } {
  const options: OptionInput[] = [];
  const lines = text.split('\n');
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const match = LINE.exec(line);
    if (!match?.groups) return { error: true, line: index + 1 };
    const { name, required, multi, min, max, values } = match.groups;
    const parsedValues = values!.split('|').map((value) => VALUE.exec(value.trim())?.groups);
    if (parsedValues.some((value) => !value?.name)) return { error: true, line: index + 1 };
    options.push({
      name: name!.trim(),
      required: required === '*',
      multiple: multi !== undefined,
      min_selections: min ? Number(min) : 0,
      max_selections: max ? Number(max) : null,
      values: parsedValues.map((value) => ({
        name: value!.name!.trim(),
        price_adjustment: value!.adjustment ? Number(value!.adjustment) : 0,
      })),
    });
  }
  return { options };
}

export function optionsToText(options: ActivityOption[]): string {
  return options
    .map((option) => {
      const range = option.multiple
        ? option.min_selections > 0 || option.max_selections !== null
          ? ` [${option.min_selections || ''}-${option.max_selections ?? ''}]`
          : ' [multiple]'
        : '';
      const values = option.values
        .map((value) =>
          value.price_adjustment === 0
            ? value.name
            : `${value.name} ${value.price_adjustment > 0 ? '+' : ''}${value.price_adjustment}`,
        )
        .join(' | ');
      return `${option.name}${option.required ? ' *' : ''}${range} : ${values}`;
    })
    .join('\n');
}
