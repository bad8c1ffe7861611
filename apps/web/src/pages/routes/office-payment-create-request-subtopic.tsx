import { CreateRequestForm } from '../../player/support/CreateRequest';

/** `office-payment-create-request-subtopic`: the request form of a topic that is not about a payment. */
export default function Page() {
  return <CreateRequestForm />;
}
