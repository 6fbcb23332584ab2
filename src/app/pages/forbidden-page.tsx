import { StatusPage } from './status-page';

/**
 * /403 inside the console (issue 17.11): a page the role may not open is refused in the layout, with the menu,
 * the tags and the place switcher still there, not on a bare page that drops them.
 */
export default function ForbiddenPage() {
  return <StatusPage status={403} />;
}
