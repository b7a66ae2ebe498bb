import type { Conversation, Message, Participant } from '@academy/shared/messages';

/**
 * Who besides the sender has read a message: by how far each participant has read the conversation (reading it marks
 * everything up to then), or by the message's own record (messages read before that carry their readers).
 */
export function readersOf(
  message: Pick<Message, 'senderUid' | 'readBy' | 'at'>,
  conversation: Pick<Conversation, 'participants' | 'readUpTo'>,
): Participant[] {
  return conversation.participants.filter(
    (p) =>
      p.uid !== message.senderUid &&
      (message.readBy[p.uid] !== undefined || (conversation.readUpTo[p.uid] ?? -1) >= message.at),
  );
}
