import { CreateRequestForm } from '../../player/support/CreateRequest';

/** `office-payment-create-request-transaction`: the request form about one payment of the player's. */
export default function Page() {
  return <CreateRequestForm />;
}
