import { useMatch } from 'react-router-dom';
import { ToastViewport } from './ToastViewport';

/** The toasts, at the top on the contract share page (its steps fill the foot of the screen), else bottom right. */
export function RoutedToastViewport() {
  return <ToastViewport isAtTop={useMatch('/contracts/share/:shareToken') !== null} />;
}
