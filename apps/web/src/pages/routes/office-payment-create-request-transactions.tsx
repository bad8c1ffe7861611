import { CreateRequestTransactions } from '../../player/support/CreateRequest';

/** `office-payment-create-request-transactions`: which of the player's payments the request is about. */
export default function Page() {
  return <CreateRequestTransactions />;
}
