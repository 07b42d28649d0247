import { formatMinor } from '@hotel/contracts/currency';
import type { Database } from '../../platform/database/database.ts';
import { uiText, type TextParams } from '../../platform/i18n/ui-text.ts';
import { findStayLanguage } from '../stays/index.ts';
import type { NotificationRow } from './repository.ts';
import type { NoticeWording } from './schema.ts';

function paramsIn(wording: NoticeWording, language: string): TextParams {
  const params: TextParams = { ...wording.params };
  if (typeof params.amount_minor === 'number' && typeof params.currency === 'string')
    params.amount = formatMinor(params.amount_minor, params.currency, language);
  return params;
}

function wordIn(wording: NoticeWording, language: string) {
  const params = paramsIn(wording, language);
  return {
    title: uiText(language, wording.title, params),
    message: uiText(language, wording.message, params),
  };
}

/** The English text stored with a notice, for a reader whose catalogue lacks its keys. */
export function englishOf(wording: NoticeWording): { title: string; message: string } {
  const { title, message } = wordIn(wording, 'en');
  return { title: title ?? wording.title, message: message ?? wording.message };
}

/**
 * A stored notification worded in the reader's language from its catalogue keys (decision 0112). An amount
 * travels as `amount_minor` with its `currency` and is formatted here, in that language. A key the
 * catalogues lack keeps the English text stored with the notification.
 */
export function wordNotification(
  row: Pick<NotificationRow, 'title' | 'message' | 'data'>,
  language: string,
): { title: string; message: string } {
  const wording = row.data.wording;
  if (!wording) return { title: row.title, message: row.message };
  const worded = wordIn(wording, language);
  return { title: worded.title ?? row.title, message: worded.message ?? row.message };
}

/** The stay's language now; English when it cannot be read (the push is best effort, the text still goes). */
export async function stayLanguage(db: Database, stayId: number): Promise<string> {
  try {
    return (await findStayLanguage(db, stayId)) ?? 'en';
  } catch {
    return 'en';
  }
}
