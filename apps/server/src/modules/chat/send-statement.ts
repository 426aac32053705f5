import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { prepareNamedStatement } from '../../db/named-statement.js';
import { conversations, friendships, messages, notifications, users } from '../../db/schema.js';
import { preparedPerDatabase } from '../../platform/prepared.js';
import type { NotificationRow } from '../notifications/index.js';
import type { MessageRow } from './present.js';

/** One message to store: who sends what in which conversation. */
export interface MessageSend {
  senderId: number;
  conversationId: number;
  content: string;
}

/** What storing one message did, as the statement below answers it. */
export type SendOutcome =
  | { kind: 'not-found' }
  | { kind: 'refused' }
  | { kind: 'stored'; otherId: number; message: MessageRow; notification: NotificationRow };

interface SendRow extends Record<string, unknown> {
  slot: number;
  other_id: number;
  /** A bigint (nextval) as text; null when the two are no longer friends. */
  message_id: string | number | null;
  content: string;
  /** The transaction's time: the message's created_at and its notification's, as their defaults. */
  stored_at: Date | string;
  sender_name: string;
  sender_username: string;
  sender_image: string | null;
  notification_id: number | null;
}

/**
 * The send statement, for any number of messages at once (a group commit: one statement, one
 * transaction, one WAL flush for every message that arrived in the same tick), prepared once per
 * database handle under a name. Each message is its own `slot` (its place in the arrays), judged
 * alone: its sender must take part in its conversation (else no row), the two must be accepted
 * friends (else a row without a message). Every friendship row is share-locked until commit, so a
 * block made at the same moment waits for these messages, and no message slips in after it.
 * The batch's conversations are locked first, in id order, so two batches in flight at once (or on
 * two instances) that share conversations queue behind each other instead of deadlocking. Message
 * ids are drawn per slot, in slot order (PostgreSQL evaluates the select list after its sort), so
 * two messages of one conversation in one batch keep the order they were sent in, and each answer
 * finds its own message, and
 * every step reads each slot once (index probes, no slot-by-slot rescans of another step's rows)
 * but the last, which finds each message's notification among the batch's few.
 * Each conversation's last message is its highest new id; each receiver's unread new_message
 * notification of the conversation is moved to now, or written when there is none.
 */
const sendStatement = preparedPerDatabase((db) =>
  prepareNamedStatement<SendRow>(
    db,
    'chat_send_messages',
    sql`
    with sends as (
      select s.slot::int as slot, s.sender_id, s.conversation_id, s.content
      from unnest(${sql.placeholder('senders')}::int[], ${sql.placeholder('conversations')}::int[],
        ${sql.placeholder('contents')}::text[]) with ordinality as s(sender_id, conversation_id, content, slot)
    ),
    taking_part as (
      select c.id, c.user_a_id, c.user_b_id from ${conversations} c
      where exists (select 1 from sends s where s.conversation_id = c.id
        and (c.user_a_id = s.sender_id or c.user_b_id = s.sender_id))
      order by c.id
      for no key update of c
    ),
    judged as (
      select s.slot, s.sender_id, s.conversation_id, s.content, pair.other_id,
        case when (select f.status from ${friendships} f
            where (f.from_user_id = s.sender_id and f.to_user_id = pair.other_id)
              or (f.from_user_id = pair.other_id and f.to_user_id = s.sender_id)
            limit 1 for share of f) = 'accepted'
          then nextval(pg_get_serial_sequence('messages', 'id')) end as message_id
      from sends s
        join taking_part c on c.id = s.conversation_id
          and (c.user_a_id = s.sender_id or c.user_b_id = s.sender_id)
        cross join lateral (select case when c.user_a_id = s.sender_id
          then c.user_b_id else c.user_a_id end as other_id) pair
      order by s.slot
    ),
    msg as (
      insert into ${messages} (id, conversation_id, sender_id, content)
      select message_id, conversation_id, sender_id, content from judged
      where message_id is not null order by slot
    ),
    bump as (
      update ${conversations} c
      set last_message_id = greatest(coalesce(c.last_message_id, 0), latest.id), updated_at = now()
      from (select conversation_id, max(message_id) as id from judged
        where message_id is not null group by conversation_id) latest
      where c.id = latest.conversation_id
    ),
    noted as (
      select distinct conversation_id, other_id, sender_id from judged where message_id is not null
    ),
    refreshed as (
      update ${notifications} n set created_at = now()
      from noted
      where n.recipient_id = noted.other_id and n.kind = 'new_message'
        and n.target_type = 'conversation' and n.target_id = noted.conversation_id and not n.is_read
      returning n.id, n.recipient_id, n.target_id
    ),
    written as (
      insert into ${notifications} (recipient_id, actor_id, kind, target_type, target_id)
      select noted.other_id, noted.sender_id, 'new_message', 'conversation', noted.conversation_id
      from noted where not exists (select 1 from refreshed r
        where r.recipient_id = noted.other_id and r.target_id = noted.conversation_id)
      returning id, recipient_id, target_id
    ),
    notes as (select * from refreshed union all select * from written)
    select j.slot, j.other_id, j.message_id, j.content, now() as stored_at,
      u.name as sender_name, u.username as sender_username, u.profile_image_url as sender_image,
      note.id as notification_id
    from judged j
      join ${users} u on u.id = j.sender_id
      left join lateral (select notes.id from notes
        where notes.recipient_id = j.other_id and notes.target_id = j.conversation_id limit 1
      ) note on j.message_id is not null`,
  ),
);

/**
 * Stores messages in one statement, so in one round trip and one transaction, and answers each
 * one's outcome in the order given: not-found (not the sender's conversation), refused (the two
 * are no longer friends: nothing written for it), or stored with the receiver's notification.
 */
export async function sendMessagesAtomically(
  db: Database,
  sends: MessageSend[],
): Promise<SendOutcome[]> {
  const { rows } = await sendStatement(db).execute({
    senders: sends.map((send) => send.senderId),
    conversations: sends.map((send) => send.conversationId),
    contents: sends.map((send) => send.content),
  });
  const bySlot = new Map(rows.map((row) => [Number(row.slot), row]));
  return sends.map((send, index) => outcomeOf(send, bySlot.get(index + 1)));
}

function outcomeOf(send: MessageSend, row: SendRow | undefined): SendOutcome {
  if (!row) return { kind: 'not-found' };
  if (row.message_id === null) return { kind: 'refused' };
  if (row.notification_id === null)
    throw new Error(`message ${row.message_id} stored without its notification`);
  const storedAt = new Date(row.stored_at);
  const sender = { id: send.senderId, name: row.sender_name, username: row.sender_username };
  return {
    kind: 'stored',
    otherId: row.other_id,
    message: {
      id: Number(row.message_id),
      conversationId: send.conversationId,
      content: row.content,
      createdAt: storedAt,
      sender,
    },
    notification: {
      id: row.notification_id,
      kind: 'new_message',
      targetType: 'conversation',
      targetId: send.conversationId,
      isRead: false,
      createdAt: storedAt,
      actor: { ...sender, profileImageUrl: row.sender_image },
    },
  };
}
