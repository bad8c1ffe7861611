import { TopEventsPage } from '../../sportsbook/top/TopEventsPage';

/** `top-events`: the recommended live and line events with live prices and the slip. */
export default function Page() {
  return <TopEventsPage />;
}
