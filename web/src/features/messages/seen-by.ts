import type { Conversation, Message, Participant } from '@academy/shared/messages';

/**
 * Who besides the sender has read a message: by the message's own record, or by how far each participant has read
 * the conversation (reading it marks everything up to then).
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
