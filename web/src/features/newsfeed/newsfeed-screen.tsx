import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import type { Post } from '@academy/shared/newsfeed';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAddressableClasses, useReach } from '@/components/audience/use-reach';
import { useSchoolTimeZone } from '@/lib/use-school';
import { FormDialog } from '@/components/ui/form-dialog';
import { PostCard } from './post-card';
import { PostForm } from './post-form';
import { useFeed, useScheduledPosts } from './use-feed';

/** The newsfeed: what reaches the member, live, pinned first; writers also post and see what is scheduled. */
export function NewsfeedScreen({ user }: { user: UserRecord }) {
  const reach = useReach(user);
  const timeZone = useSchoolTimeZone(user.school_id);
  const feed = useFeed(user.school_id, reach.keys);
  const writer = user.role === 'Admin' || user.role === 'Teacher';
  const [editing, setEditing] = useState<Post | 'new' | null>(null);
  return (
    <Stack gap="4" mt="4">
      {writer && <WriterTools user={user} onWrite={() => setEditing('new')} onEdit={setEditing} />}
      <Heading as="h2" size="lg">
        <Trans>Latest news</Trans>
      </Heading>
      {feed.status === 'loading' && (
        <Text color="gray.600">
          <Trans>Loading the news…</Trans>
        </Text>
      )}
      {feed.status !== 'loading' && feed.posts.length === 0 && (
        <Text color="gray.600">
          <Trans>No news yet.</Trans>
        </Text>
      )}
      <Stack gap="4" data-testid="feed">
        {feed.posts.map((p) => (
          <PostCard key={p.id} user={user} post={p} family={reach.children} onEdit={setEditing} />
        ))}
      </Stack>
      {feed.more && (
        <Button variant="outline" alignSelf="start" onClick={() => void feed.loadOlder()}>
          <Trans>Show older posts</Trans>
        </Button>
      )}
      {editing && (
        <EditDialog
          user={user}
          post={editing === 'new' ? null : editing}
          timeZone={timeZone}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

function EditDialog({
  user,
  post,
  timeZone,
  onClose,
}: {
  user: UserRecord;
  post: Post | null;
  timeZone: string;
  onClose: () => void;
}) {
  const classes = useAddressableClasses(user);
  const { t } = useLingui();
  const title = post?.title ?? '';
  return (
    <FormDialog title={post ? t`Edit ${title}` : t`Write a post`} onClose={onClose}>
      <PostForm user={user} post={post} classes={classes} timeZone={timeZone} onDone={onClose} />
    </FormDialog>
  );
}

function WriterTools({
  user,
  onWrite,
  onEdit,
}: {
  user: UserRecord;
  onWrite: () => void;
  onEdit: (post: Post) => void;
}) {
  const scheduled = useScheduledPosts(user.school_id, user.uid, user.role === 'Admin');
  return (
    <Stack gap="3">
      <HStack>
        <Button colorPalette="blue" onClick={onWrite}>
          <Trans>Write a post</Trans>
        </Button>
      </HStack>
      {scheduled.length > 0 && (
        <Stack gap="3" data-testid="scheduled-posts">
          <Heading as="h2" size="lg">
            <Trans>Scheduled</Trans>
          </Heading>
          {scheduled.map((p) => (
            <PostCard key={p.id} user={user} post={p} family={[]} onEdit={onEdit} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
