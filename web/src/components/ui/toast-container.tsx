/** react-toastify's container, in its own module so it loads with the first toast and not with every page. */
import { ToastContainer } from 'react-toastify';

export const TOAST_AUTO_CLOSE_MS = 10_000;

export function ResultToastContainer() {
  return <ToastContainer position="bottom-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />;
}
