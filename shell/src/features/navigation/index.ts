export { NavigationMenu } from './NavigationMenu';
export { useNavigationContext, useVisibleNavigation } from './useVisibleNavigation';
export { useNavText } from './useNavTitle';
