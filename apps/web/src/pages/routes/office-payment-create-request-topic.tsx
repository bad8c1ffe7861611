import { CreateRequestSubtopics } from '../../player/support/CreateRequest';

/** `office-payment-create-request-topic`: what exactly happened (the topic's subtopics). */
export default function Page() {
  return <CreateRequestSubtopics />;
}
