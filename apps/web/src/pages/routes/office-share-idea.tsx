import { OfficePage } from '../../player/PageShell';
import { ShareIdea } from '../../player/idea/ShareIdea';
import { usePage } from '../../routes/handle';

/** `office-share-idea`: the player sends an idea to the team (signed in: an office page). */
export default function Page() {
  const { lng } = usePage();
  return (
    <OfficePage>
      <ShareIdea lng={lng} />
    </OfficePage>
  );
}
