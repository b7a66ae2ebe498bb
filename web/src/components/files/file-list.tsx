/**
 * Files attached to a record: pictures as thumbnails, the rest by name and size. Opening one shows it in the page
 * (pictures, PDFs, video and sound) or saves it (everything else); bytes come through the reader's own short link.
 */
import { Box, Button, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatFileSize, type SchoolLocale } from '@academy/shared/date-format';
import type { FileRef } from '@academy/shared/files';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { DownloadButton } from '@/components/files/download-button';
import { FormDialog } from '@/components/ui/form-dialog';
import { saveFile } from '@/lib/files';
import { useFileAddress } from './use-file-address';

const SHOWN = new Set(['image', 'pdf', 'video', 'audio']);

function Thumbnail({ file }: { file: FileRef }) {
  const { name } = file;
  const address = useFileAddress(file.fileId, 'thumb');
  const { t } = useLingui();
  if (address === undefined) return <Spinner size="sm" aria-label={t`Loading ${name}`} />;
  if (address === null) return null;
  return <Image src={address} alt="" maxH="24" maxW="32" objectFit="cover" borderRadius="sm" />;
}

function Preview({ file, onClose }: { file: FileRef; onClose: () => void }) {
  const { name } = file;
  const address = useFileAddress(file.fileId, 'full');
  const { t } = useLingui();
  return (
    <FormDialog title={file.name} onClose={onClose}>
      <Stack gap="3">
        {address === undefined && <Spinner aria-label={t`Loading ${name}`} />}
        {address === null && (
          <Text role="alert">
            <Trans>This file could not be opened. Close this and try again.</Trans>
          </Text>
        )}
        {address && file.kind === 'image' && <Image src={address} alt={file.name} maxW="100%" />}
        {address && file.kind === 'pdf' && (
          <Box as="iframe" {...{ src: address, title: file.name }} w="100%" h="70vh" borderWidth="1px" />
        )}
        {address && file.kind === 'video' && (
          <video src={address} controls style={{ maxWidth: '100%' }} aria-label={file.name} />
        )}
        {address && file.kind === 'audio' && <audio src={address} controls aria-label={file.name} />}
        <Button alignSelf="start" variant="outline" onClick={() => void saveFile(file)}>
          <Trans>Save a copy</Trans>
        </Button>
      </Stack>
    </FormDialog>
  );
}

/** One file: a picture's thumbnail or the file's name, with what can be done with it. */
function FileItem({
  file,
  where,
  onRemove,
  busy,
  extra,
}: {
  file: FileRef;
  where: SchoolLocale;
  onRemove?: () => void;
  busy?: boolean;
  extra?: (file: FileRef) => { note?: ReactNode; action?: ReactNode };
}) {
  const more = extra?.(file);
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const size = formatFileSize(file.bytes, where);
  const { name } = file;
  const shown = SHOWN.has(file.kind);
  return (
    <HStack
      as="li"
      gap="3"
      p="2"
      borderWidth="1px"
      borderRadius="md"
      bg="white"
      flexWrap="wrap"
      data-testid="attached-file"
    >
      {file.thumb && <Thumbnail file={file} />}
      <Box flex="1" minW="40">
        <Text fontWeight="medium" dir="auto" wordBreak="break-word">
          {file.name}
        </Text>
        <Text fontSize="sm" color="gray.600">
          {size}
        </Text>
        {more?.note}
      </Box>
      <HStack gap="2" flexWrap="wrap">
        {shown ? (
          <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={t`Open ${name}`}>
            <Trans>Open</Trans>
          </Button>
        ) : (
          <DownloadButton file={file} />
        )}
        {more?.action}
        {onRemove && (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            loading={busy}
            onClick={onRemove}
            aria-label={t`Remove ${name}`}
          >
            <Trans>Remove</Trans>
          </Button>
        )}
      </HStack>
      {open && <Preview file={file} onClose={() => setOpen(false)} />}
    </HStack>
  );
}

/** A record's files; `onRemove` offers each a Remove button. */
export function FileList({
  files,
  label,
  where,
  onRemove,
  removing,
  extra,
}: {
  files: readonly FileRef[];
  label: string;
  /** The school's locale in the reader's words (useSchoolLocale): sizes are written with it. */
  where: SchoolLocale;
  onRemove?: (file: FileRef) => void;
  removing?: string | null;
  /** What else a place says of each file (a note under its size) and does with it (a button beside Remove). */
  extra?: (file: FileRef) => { note?: ReactNode; action?: ReactNode };
}) {
  if (!files.length) return null;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={label} m="0" p="0">
      {files.map((f) => (
        <FileItem
          key={f.fileId}
          file={f}
          where={where}
          busy={removing === f.fileId}
          onRemove={onRemove ? () => onRemove(f) : undefined}
          extra={extra}
        />
      ))}
    </Stack>
  );
}
