import { formatDateTime } from '@academy/shared/date-format';
import { formatCount, inviteJobSummary, REFUSAL_REASONS, type RefusalReason } from '@academy/shared/invite-jobs';
import { Box, Button, Flex, Progress, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { documentI18n } from '@/lib/document-i18n';
import { useSchool, useSchoolLocale } from '@/lib/use-school';
import { useInviteJobLetters, useLatestInviteJob } from './use-invite-job';

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
  if (!job) return null;
  const { locale } = schoolLocale;

  async function downloadPdf() {
    if (!job) return;
    setMaking(true);
    setFailed(null);
    try {
      const [letters, { downloadLetters, invitationLettersPdf }, i18n] = await Promise.all([
        readLetters(job.id),
        import('./invitation-letters'),
        documentI18n(documentsLanguage),
      ]);
      const site = window.location.origin;
      const bytes = await invitationLettersPdf({ schoolName: job.schoolName, letters, site, i18n });
      downloadLetters(`invitation-letters-${job.id}.pdf`, bytes);
    } catch {
      setFailed('The letters could not be made. Try again.');
    } finally {
      setMaking(false);
    }
  }

  const when = formatDateTime(job.createdAt, schoolLocale);
  return (
    <Box as="section" aria-label="Latest invitations" borderWidth="1px" borderRadius="md" bg="white" p="3" mb="4">
      <Text fontSize="sm" fontWeight="semibold">
        {job.label} — {job.channel === 'email' ? 'by e-mail' : 'on paper'}, started {when}
      </Text>
      {job.state === 'running' ? (
        <Box mt="2">
          <Progress.Root
            value={job.total ? Math.min(100, (job.done / job.total) * 100) : null}
            size="sm"
            colorPalette="blue"
            aria-label="Invitations sent"
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="sm" mt="1" aria-live="polite" data-testid="invite-job-progress">
            Inviting: {formatCount(job.done, locale)} of {formatCount(job.total, locale)} looked at
          </Text>
        </Box>
      ) : (
        <Box mt="2">
          <Text fontSize="sm" role="status" data-testid="invite-job-result">
            {job.state === 'failed'
              ? `Stopped after ${formatCount(job.done, locale)} of ${formatCount(job.total, locale)}: ${job.error ?? 'an error'}. Those invited stay invited; start again for the rest.`
              : `${inviteJobSummary(job, locale)}.`}
          </Text>
          <Flex gap="3" mt="2" wrap="wrap" align="center">
            {job.letters > 0 && (
              <Button size="sm" colorPalette="blue" loading={making} onClick={() => void downloadPdf()}>
                Download the letters (PDF)
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
                Who was refused, and why ({formatCount(job.refused, locale)})
              </Box>
              <Box as="ul" mt="1" pl="5" listStyleType="disc">
                {job.refusedPeople.map((p) => (
                  <li key={`${p.kind}/${p.id}`}>
                    {p.name}: {REFUSAL_REASONS[p.reason as RefusalReason] ?? p.reason}
                  </li>
                ))}
              </Box>
              {job.refused > job.refusedPeople.length && (
                <Text mt="1">and {formatCount(job.refused - job.refusedPeople.length, locale)} more.</Text>
              )}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
