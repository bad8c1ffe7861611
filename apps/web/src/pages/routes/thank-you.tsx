import { ThankYouPage } from '../../casino/lobby/CasinoLanding';

/** `thank-you`: the thanks after a request from a casino page. */
export default function Page() {
  return <ThankYouPage />;
}
