import { formatDateTime } from '@academy/shared/date-format';
import { formatCount, type InviteJobDoc, type RefusalReason } from '@academy/shared/invite-jobs';
import { Box, Button, Flex, Progress, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { documentI18n } from '@/lib/document-i18n';
import { schoolLogoBytes } from '@/lib/school-logo';
import { useSchool, useSchoolLocale } from '@/lib/use-school';
import { REFUSAL_NAMES } from './account-words';
import { useInviteJobLetters, useLatestInviteJob } from './use-invite-job';

const reasonName = (reason: string) => REFUSAL_NAMES[reason as RefusalReason] as MessageDescriptor | undefined;

/**
 * The job's result in one sentence: "1,412 people invited by e-mail, 38 letters to print, 3 refused: e-mail already
 * used by another account". Refusals are grouped by reason, most frequent first (`reasons`, already in words). Counts
 * are numbers for the plural and, written in the school's locale, text for the sentence.
 */
function jobSummary(
  job: Pick<InviteJobDoc, 'channel' | 'invited' | 'letters' | 'refused'>,
  reasons: string,
  locale: string,
): MessageDescriptor {
  const people = job.invited - job.letters;
  const letters = job.letters;
  const refused = job.refused;
  const peopleText = formatCount(people, locale);
  const lettersText = formatCount(letters, locale);
  const refusedText = formatCount(refused, locale);
  const byEmail = job.channel === 'email' || job.invited > job.letters;
  const onPaper = job.channel === 'letter' || job.letters > 0;
  if (refused === 0) {
    if (byEmail && onPaper)
      return msg`${plural(people, { one: `${peopleText} person invited by e-mail`, other: `${peopleText} people invited by e-mail` })}, ${plural(letters, { one: `${lettersText} letter to print`, other: `${lettersText} letters to print` })}.`;
    if (onPaper)
      return msg`${plural(letters, { one: `${lettersText} letter to print.`, other: `${lettersText} letters to print.` })}`;
    return msg`${plural(people, { one: `${peopleText} person invited by e-mail.`, other: `${peopleText} people invited by e-mail.` })}`;
  }
  if (byEmail && onPaper)
    return msg`${plural(people, { one: `${peopleText} person invited by e-mail`, other: `${peopleText} people invited by e-mail` })}, ${plural(letters, { one: `${lettersText} letter to print`, other: `${lettersText} letters to print` })}, ${plural(refused, { one: `${refusedText} refused: ${reasons}.`, other: `${refusedText} refused: ${reasons}.` })}`;
  if (onPaper)
    return msg`${plural(letters, { one: `${lettersText} letter to print`, other: `${lettersText} letters to print` })}, ${plural(refused, { one: `${refusedText} refused: ${reasons}.`, other: `${refusedText} refused: ${reasons}.` })}`;
  return msg`${plural(people, { one: `${peopleText} person invited by e-mail`, other: `${peopleText} people invited by e-mail` })}, ${plural(refused, { one: `${refusedText} refused: ${reasons}.`, other: `${refusedText} refused: ${reasons}.` })}`;
}

/**
 * The school's latest invite job over the people lists: a progress bar while it runs (read live, so a reload shows it
 * again), then its result, the refused people by name and reason, and the letters to download when there are any.
 */
export function InviteJobStatus({ schoolId }: { schoolId: string }) {
  const { job } = useLatestInviteJob(schoolId);
  const readLetters = useInviteJobLetters(schoolId);
  const schoolLocale = useSchoolLocale(schoolId);
  const documentsLanguage = useSchool(schoolId)?.language;
  const [making, setMaking] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const { t } = useLingui();
  if (!job) return null;
  const { locale } = schoolLocale;

  async function downloadPdf() {
    if (!job) return;
    setMaking(true);
    setFailed(null);
    try {
      const [letters, { downloadLetters, invitationLettersPdf }, i18n, logo] = await Promise.all([
        readLetters(job.id),
        import('./invitation-letters'),
        documentI18n(documentsLanguage),
        schoolLogoBytes(schoolId),
      ]);
      const site = window.location.origin;
      const bytes = await invitationLettersPdf({ schoolName: job.schoolName, letters, site, i18n, logo });
      downloadLetters(`invitation-letters-${job.id}.pdf`, bytes);
    } catch {
      setFailed(t`The letters could not be made. Try again.`);
    } finally {
      setMaking(false);
    }
  }

  const when = formatDateTime(job.createdAt, schoolLocale);
  // The job's own name, as it was started ("Parents of 7A without an account").
  const label = job.label;
  const done = job.done;
  const doneText = formatCount(job.done, locale);
  const totalText = formatCount(job.total, locale);
  const error = job.error ?? t`an error`;
  const counts = new Map<string, number>();
  for (const p of job.refusedPeople) counts.set(p.reason, (counts.get(p.reason) ?? 0) + 1);
  const reasons = [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([reason]) => {
      const name = reasonName(reason);
      return name ? t(name) : reason;
    })
    .join('; ');
  const refusedText = formatCount(job.refused, locale);
  const more = job.refused - job.refusedPeople.length;
  const moreText = formatCount(more, locale);
  return (
    <Box as="section" aria-label={t`Latest invitations`} borderWidth="1px" borderRadius="md" bg="white" p="3" mb="4">
      <Text fontSize="sm" fontWeight="semibold">
        {job.channel === 'email' ? (
          <Trans>
            {label} — by e-mail, started {when}
          </Trans>
        ) : (
          <Trans>
            {label} — on paper, started {when}
          </Trans>
        )}
      </Text>
      {job.state === 'running' ? (
        <Box mt="2">
          <Progress.Root
            value={job.total ? Math.min(100, (job.done / job.total) * 100) : null}
            size="sm"
            colorPalette="blue"
            aria-label={t`Invitations sent`}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="sm" mt="1" aria-live="polite" data-testid="invite-job-progress">
            {t`${plural(done, { one: `Inviting: ${doneText} of ${totalText} looked at`, other: `Inviting: ${doneText} of ${totalText} looked at` })}`}
          </Text>
        </Box>
      ) : (
        <Box mt="2">
          <Text fontSize="sm" role="status" data-testid="invite-job-result">
            {job.state === 'failed'
              ? t`Stopped after ${doneText} of ${totalText}: ${error}. Those invited stay invited; start again for the rest.`
              : t(jobSummary(job, reasons, locale))}
          </Text>
          <Flex gap="3" mt="2" wrap="wrap" align="center">
            {job.letters > 0 && (
              <Button size="sm" colorPalette="blue" loading={making} onClick={() => void downloadPdf()}>
                <Trans>Download the letters (PDF)</Trans>
              </Button>
            )}
            {failed && (
              <Text fontSize="sm" color="red.700" role="alert">
                {failed}
              </Text>
            )}
          </Flex>
          {job.refusedPeople.length > 0 && (
            <Box as="details" mt="2" fontSize="sm">
              <Box as="summary" cursor="pointer">
                <Trans>Who was refused, and why ({refusedText})</Trans>
              </Box>
              <Box as="ul" mt="1" ps="5" listStyleType="disc">
                {job.refusedPeople.map((p) => (
                  <li key={`${p.kind}/${p.id}`}>
                    <RefusedPerson name={p.name} reason={p.reason} />
                  </li>
                ))}
              </Box>
              {more > 0 && (
                <Text mt="1">{t`${plural(more, { one: `and ${moreText} more.`, other: `and ${moreText} more.` })}`}</Text>
              )}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

/** "Ngozi Adeyemi: already has an account". */
function RefusedPerson({ name, reason }: { name: string; reason: string }) {
  const { t } = useLingui();
  const known = reasonName(reason);
  const why = known ? t(known) : reason;
  return (
    <Trans>
      {name}: {why}
    </Trans>
  );
}
