// The floating chat button every public page shows (spec point 1).
export { FloatingChatButton } from './FloatingChatButton';
