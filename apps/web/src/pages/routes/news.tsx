import { PostsRoute } from '../../information/Posts';
import { usePage } from '../../routes/handle';

/** `news`: the news, newest first (`?page=2`); `news/<slug>`: one news post. */
export default function Page() {
  const { params } = usePage();
  return <PostsRoute kind="news" slug={params.slug} />;
}
