// This remote's screens rendered as the shell does (shared's screenRenderer, bound to this remote's texts).
import { screenRenderer } from '@estiba/shared/testing';
import { messages } from '../i18n/messages';

export { fill, setupUser } from '@estiba/shared/testing';
export const { messagesFor: inventoryMessages, renderScreen } = screenRenderer(messages);
