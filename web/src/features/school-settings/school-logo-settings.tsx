/**
 * The school's logo, as the office manages it: the logo as everyone sees it, a new picture to upload (replacing the
 * old one) and Remove. The school's record is read live, so the new logo shows here and in the header at once.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { formatFileSize } from '@academy/shared/date-format';
import { type FileRef, PLACE_POLICIES } from '@academy/shared/files';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileUploader } from '@/components/files/file-uploader';
import { useFileRemoval } from '@/components/files/use-file-removal';
import { FormStatus } from '@/components/ui/form-status';
import { SchoolLogo } from '@/components/ui/school-logo';
import { useSchoolLocale } from '@/lib/use-school';

export function SchoolLogoSettings({
  schoolId,
  schoolName,
  logo,
}: {
  schoolId: string;
  schoolName: string;
  logo: FileRef | null;
}) {
  const { t } = useLingui();
  const where = useSchoolLocale(schoolId);
  const { outcome, removing, remove } = useFileRemoval();
  const size = formatFileSize(PLACE_POLICIES.logo.maxBytes, where);
  return (
    <Stack gap="3" alignItems="start" data-testid="school-logo-settings">
      {logo ? (
        <SchoolLogo schoolId={schoolId} name={schoolName} version={logo.fileId} size="24" />
      ) : (
        <Text color="gray.600">
          <Trans>The school has no logo yet.</Trans>
        </Text>
      )}
      <FileUploader
        place="logo"
        recordId={schoolId}
        where={where}
        accept="images"
        multiple={false}
        label={logo ? t`Replace the logo` : t`Upload a logo`}
      />
      {logo && (
        <Button variant="outline" colorPalette="red" loading={removing === logo.fileId} onClick={() => remove(logo)}>
          <Trans>Remove the logo</Trans>
        </Button>
      )}
      <Text fontSize="sm" color="gray.600">
        {t`A picture of up to ${size}, square or wide. It shows beside the school's name in Academy, on the page where people join, on receipts and on invitation letters.`}
      </Text>
      <FormStatus outcome={outcome} />
    </Stack>
  );
}
