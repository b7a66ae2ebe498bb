import { Button, Checkbox, Field, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import type { Audience } from '@academy/shared/audience';
import type { UserRecord } from '@academy/shared/api';
import { formatFileSize, type SchoolLocale } from '@academy/shared/date-format';
import { PLACE_POLICIES } from '@academy/shared/files';
import { type AcknowledgeBy, type Post, type SavePostInput, savePostInput } from '@academy/shared/newsfeed';
import { schoolDate, schoolTimeOfDay, zonedInstant } from '@academy/shared/school-time';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AudienceFields } from '@/components/audience/audience-fields';
import { RecordAttachments } from '@/components/files/record-attachments';
import type { ClassChoices } from '@/components/audience/use-reach';
import { DateFormField } from '@/components/ui/date-field';
import { FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { SelectField } from '@/components/ui/select-field';
import { useCheckedSubmission } from '@/components/ui/use-checked-submission';
import { callApi } from '@/lib/api';
import { useSchoolLocale } from '@/lib/use-school';
import { usePostFiles } from './use-feed';

interface Draft {
  title: string;
  body: string;
  link: string;
  audience: Audience;
  pinned: boolean;
  needsAcknowledgement: boolean;
  acknowledgeBy: AcknowledgeBy;
  /** The school's local date and time to publish at; empty: now. */
  publishDate: string;
  publishTime: string;
}

function draftOf(post: Post | null, role: UserRecord['role'], timeZone: string): Draft {
  const later = post?.status === 'scheduled' ? post.publishAt : null;
  return {
    title: post?.title ?? '',
    body: post?.body ?? '',
    link: post?.link ?? '',
    audience: (post?.audience as Audience | undefined) ?? {
      wholeSchool: role === 'Admin',
      roles: [],
      grades: [],
      classIds: [],
      members: 'everyone',
    },
    pinned: post?.pinned ?? false,
    needsAcknowledgement: post?.needsAcknowledgement ?? false,
    acknowledgeBy: post?.acknowledgeBy ?? 'family',
    publishDate: later ? schoolDate(timeZone, later) : '',
    publishTime: later ? schoolTimeOfDay(timeZone, later) : '',
  };
}

/** The post's files, added and removed at once (not with Save). */
function PostFiles({
  schoolId,
  postId,
  where,
  hint,
}: {
  schoolId: string;
  postId: string;
  where: SchoolLocale;
  hint: string;
}) {
  const files = usePostFiles(schoolId, postId);
  return <RecordAttachments place="post" recordId={postId} files={files} where={where} hint={hint} />;
}

/** Writes or edits a post; a date and time (the school's) schedule it for later. */
export function PostForm({
  user,
  post,
  classes,
  timeZone,
  onDone,
}: {
  user: UserRecord;
  post: Post | null;
  classes: ClassChoices;
  timeZone: string;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Draft>(() => draftOf(post, user.role, timeZone));
  const { errors, setErrors, outcome, busy, send } = useCheckedSubmission(
    savePostInput,
    t`The post could not be saved.`,
  );
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const published = post?.status === 'published';
  const where = useSchoolLocale(user.school_id);
  const max = PLACE_POLICIES.post.maxFiles;
  const size = formatFileSize(PLACE_POLICIES.post.maxBytes, where);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (draft.publishDate && !/^\d{4}-\d{2}-\d{2}$/.test(draft.publishDate)) {
      setErrors({ publishDate: t`Publish on: choose a date.` });
      return;
    }
    const publishAt = draft.publishDate
      ? zonedInstant(draft.publishDate, draft.publishTime || '08:00', timeZone)
      : null;
    const body: SavePostInput = {
      ...(post ? { id: post.id } : {}),
      title: draft.title,
      body: draft.body,
      link: draft.link,
      audience: draft.audience,
      pinned: draft.pinned,
      needsAcknowledgement: draft.needsAcknowledgement,
      acknowledgeBy: draft.acknowledgeBy,
      publishAt,
    };
    if (await send(body, async (checked) => (await callApi('savePost', checked)).message)) onDone();
  }

  return (
    <Stack gap="6">
      <form onSubmit={(e) => void save(e)} noValidate>
        <Stack gap="4">
          <FormField
            label={t`Title`}
            value={draft.title}
            onChange={(e) => set({ title: e.target.value })}
            error={errors.title}
            required
          />
          <Field.Root invalid={!!errors.body} required>
            <Field.Label>
              <Trans>Message</Trans>
            </Field.Label>
            <Textarea dir="auto" value={draft.body} onChange={(e) => set({ body: e.target.value })} rows={6} />
            <Field.HelperText>
              <Trans>**bold**, *italic*, - lists and [links](https://…) are formatted; HTML is not.</Trans>
            </Field.HelperText>
            {errors.body && <Field.ErrorText>{errors.body}</Field.ErrorText>}
          </Field.Root>
          <FormField
            label={t`Link (optional)`}
            type="url"
            value={draft.link}
            onChange={(e) => set({ link: e.target.value })}
            error={errors.link}
            placeholder="https://"
          />
          {!published && (
            <AudienceFields
              role={user.role}
              value={draft.audience}
              onChange={(audience) => set({ audience })}
              classes={classes}
              error={errors.audience}
            />
          )}
          <Checkbox.Root checked={draft.pinned} onCheckedChange={(e) => set({ pinned: e.checked === true })}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <Trans>Pin to the top of the feed</Trans>
            </Checkbox.Label>
          </Checkbox.Root>
          {!published && (
            <Checkbox.Root
              checked={draft.needsAcknowledgement}
              onCheckedChange={(e) => set({ needsAcknowledgement: e.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <Trans>Ask readers to confirm they have read it</Trans>
              </Checkbox.Label>
            </Checkbox.Root>
          )}
          {!published && draft.needsAcknowledgement && (
            <Field.Root>
              <Field.Label>
                <Trans>Who confirms</Trans>
              </Field.Label>
              <SelectField
                value={draft.acknowledgeBy}
                onChange={(v) => set({ acknowledgeBy: v as AcknowledgeBy })}
                options={[
                  { value: 'family', label: t`One guardian per family confirms for the family` },
                  { value: 'person', label: t`Every parent, student and member of staff confirms` },
                ]}
              />
            </Field.Root>
          )}
          {!published && (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <DateFormField
                label={t`Publish on (optional)`}
                value={draft.publishDate}
                onChange={(v) => set({ publishDate: v })}
                error={errors.publishDate ?? errors.publishAt}
                helper={t`Leave empty to publish now.`}
              />
              <FormField
                label={t`At (school time)`}
                type="time"
                value={draft.publishTime}
                onChange={(e) => set({ publishTime: e.target.value })}
              />
            </SimpleGrid>
          )}
          <FormStatus outcome={outcome} />
          <Button type="submit" colorPalette="blue" loading={busy} alignSelf="start">
            {published ? t`Save changes` : draft.publishDate ? t`Schedule the post` : t`Publish now`}
          </Button>
          {!post && (
            <Text fontSize="sm" color="gray.600">
              <Trans>
                To attach a letter or photos, save the post first (schedule it to send them with it), then choose Edit
                on it.
              </Trans>
            </Text>
          )}
        </Stack>
      </form>
      {post && post.status !== 'withdrawn' && (
        <PostFiles
          schoolId={user.school_id}
          postId={post.id}
          where={where}
          hint={t`PDFs, Office and OpenDocument files or pictures, up to ${max} files of ${size} each. Everyone who can read the post can open them.`}
        />
      )}
    </Stack>
  );
}
