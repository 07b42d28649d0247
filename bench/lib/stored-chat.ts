import { withClient } from './stored-orders.ts';

/**
 * How many of `texts` (each sent once) the database holds as the guest's messages of the conversation:
 * the chat bench's check in the source of truth, beside what its socket delivered.
 */
export async function countStoredGuestMessages(
  databaseUrl: string,
  conversationId: number,
  texts: readonly string[],
): Promise<number> {
  return withClient(databaseUrl, async (db) => {
    const { rows } = await db.query<{ count: number }>(
      `select count(distinct original_content)::int as count from chat_messages
       where conversation_id = $1 and sender_type = 'guest' and original_content = any($2::text[])`,
      [conversationId, texts],
    );
    return rows[0]!.count;
  });
}
