import { PostsRoute } from '../../information/Posts';
import { usePage } from '../../routes/handle';

/** `blog`: the blog's posts, newest first (`?page=2`); `blog/<slug>`: one post. */
export default function Page() {
  const { params } = usePage();
  return <PostsRoute kind="blog" slug={params['*']?.replace(/\/$/, '')} />;
}
