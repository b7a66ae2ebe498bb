/** Saves a file to the device under its name, busy while its bytes come through the reader's own link. */
import { Button, type ButtonProps } from '@chakra-ui/react';
import type { FileRef } from '@academy/shared/files';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { saveFile } from '@/lib/files';

export function DownloadButton({ file, ...rest }: { file: FileRef } & Pick<ButtonProps, 'alignSelf'>) {
  const { t } = useLingui();
  const [saving, setSaving] = useState(false);
  const { name } = file;
  return (
    <Button
      {...rest}
      size="sm"
      variant="outline"
      loading={saving}
      aria-label={t`Download ${name}`}
      onClick={() => {
        setSaving(true);
        void saveFile(file).finally(() => setSaving(false));
      }}
    >
      <Trans>Download</Trans>
    </Button>
  );
}
