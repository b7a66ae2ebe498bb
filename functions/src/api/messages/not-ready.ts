import { HttpError } from '../../lib/errors';
import type { Handler, Handlers } from '../../lib/router';

type MessageRoute =
  | 'startConversation'
  | 'sendToClass'
  | 'sendMessage'
  | 'withdrawMessage'
  | 'markConversationRead'
  | 'reportMessage'
  | 'updateMessageHours'
  | 'updateMessageSettings'
  | 'messageRecipients'
  | 'overseeConversation'
  | 'setSafeguardingLead';

// The routes are declared first so the screens can be built on them; their handlers follow.
const notReady: Handler<MessageRoute> = () => Promise.reject(new HttpError(501, 'Messages are not ready yet.'));

export const messageHandlers = Object.fromEntries(
  (
    [
      'startConversation',
      'sendToClass',
      'sendMessage',
      'withdrawMessage',
      'markConversationRead',
      'reportMessage',
      'updateMessageHours',
      'updateMessageSettings',
      'messageRecipients',
      'overseeConversation',
      'setSafeguardingLead',
    ] as const
  ).map((name) => [name, notReady]),
) as Pick<Handlers, MessageRoute>;
