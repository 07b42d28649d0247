import { describe, expect, it } from 'vitest';
import { translationCorrectionRequest, translationReportRequest } from './translations.ts';

describe('translation report and correction requests', () => {
  const report = { language: 'th', source_text: 'Pad thai', shown_text: 'ผัดไทย' };

  it('accepts a report with or without a note', () => {
    expect(translationReportRequest.safeParse(report).success).toBe(true);
    expect(translationReportRequest.safeParse({ ...report, note: 'wrong dish' }).success).toBe(true);
  });

  it('refuses NUL characters, which PostgreSQL cannot store, in every text', () => {
    for (const field of ['source_text', 'shown_text', 'note'] as const) {
      const result = translationReportRequest.safeParse({ ...report, [field]: 'a\u0000b' });
      expect(result.success, field).toBe(false);
    }
    const correction = { language: 'th', source_text: 'Pad thai', text: 'ผัด\u0000ไทย' };
    expect(translationCorrectionRequest.safeParse(correction).success).toBe(false);
  });

  it('asks for the corrected wording when it is blank', () => {
    const result = translationCorrectionRequest.safeParse({
      language: 'th',
      source_text: 'Pad thai',
      text: '   ',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The corrected text is required');
  });
});

describe('a correction that answers a report', () => {
  it('names the report by an id the database can hold', () => {
    const correction = { language: 'th', source_text: 'Pad thai', text: 'ผัดไทย' };
    expect(translationCorrectionRequest.safeParse({ ...correction, report_id: 12 }).success).toBe(true);
    expect(translationCorrectionRequest.safeParse({ ...correction, report_id: 2_147_483_648 }).success).toBe(
      false,
    );
  });
});
