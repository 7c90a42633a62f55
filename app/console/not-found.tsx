// Any other path under /admin, for a signed-in operator: a real "not found" page in the console's
// frame, with the way back (the public site's catch-all would send them to the home page).
import { consoleMeta, NotFound } from './ui';

export function meta() {
  return consoleMeta('Page not found');
}

export default function ConsoleNotFound() {
  return <NotFound title="Page not found">There is no console page at this address.</NotFound>;
}
