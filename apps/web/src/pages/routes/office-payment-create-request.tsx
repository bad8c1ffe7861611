import { CreateRequestTopics } from '../../player/support/CreateRequest';

/** `office-payment-create-request`: what the request is about (its topic). */
export default function Page() {
  return <CreateRequestTopics />;
}
