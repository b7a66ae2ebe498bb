/**
 * Adding files to a record: choose files (or take a photo with the phone's camera), each sent with its own progress
 * bar, a Cancel button while it goes, and Try again after a failure, which carries on where it stopped.
 */
import { Box, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { formatFileSize, type SchoolLocale } from '@academy/shared/date-format';
import type { FilePlace, FileRef } from '@academy/shared/files';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { abandonUpload, type Upload, uploadFile } from '@/lib/files';

interface Sending {
  key: string;
  file: File;
  sent: number;
  state: 'sending' | 'failed' | 'done';
  error?: string;
  upload?: Upload;
  controller: AbortController;
}

/** What each place's picker offers (the server decides by the bytes; this only narrows the phone's chooser). */
const ACCEPT: Record<'documents' | 'images' | 'media', string> = {
  documents: 'image/*,application/pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp',
  images: 'image/*',
  media: 'image/*,application/pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,video/*,audio/*',
};

export function FileUploader({
  place,
  recordId,
  where,
  accept = 'documents',
  camera = false,
  multiple = true,
  label,
  disabled,
  onAdded,
  sharedWithGuardians,
}: {
  place: FilePlace;
  recordId: string;
  where: SchoolLocale;
  accept?: keyof typeof ACCEPT;
  /** Offer "Take a photo" (the phone's camera) beside choosing files. */
  camera?: boolean;
  multiple?: boolean;
  /** The chooser's button, e.g. "Attach files". */
  label: string;
  disabled?: boolean;
  onAdded?: (file: FileRef) => void;
  sharedWithGuardians?: boolean;
}) {
  const { t } = useLingui();
  const [sending, setSending] = useState<Sending[]>([]);
  const chooser = useRef<HTMLInputElement>(null);
  const photo = useRef<HTMLInputElement>(null);

  const change = (key: string, patch: Partial<Sending>) =>
    setSending((all) => all.map((s) => (s.key === key ? { ...s, ...patch } : s)));

  const send = (item: Sending) => {
    change(item.key, { state: 'sending', error: undefined });
    let upload = item.upload;
    uploadFile(place, recordId, item.file, {
      signal: item.controller.signal,
      resume: upload,
      sharedWithGuardians,
      onStarted: (started) => {
        upload = started;
        change(item.key, { upload: started });
      },
      onProgress: (p) => change(item.key, { sent: p.sent }),
    }).then(
      (ref) => {
        // Done: it now shows in the record's list of files.
        setSending((all) => all.filter((s) => s.key !== item.key));
        onAdded?.(ref);
      },
      (error: unknown) => {
        if (item.controller.signal.aborted) return;
        const message = error instanceof Error && error.message ? error.message : t`The file could not be sent.`;
        // A refusal (the file's type, its size) ends the upload; a lost connection or a busy server can carry on.
        const refused = error instanceof ApiError && error.status < 500 && error.status !== 429;
        change(item.key, { state: 'failed', error: message, upload: refused ? undefined : upload });
      },
    );
  };

  const add = (files: FileList | null) => {
    const items = [...(files ?? [])].map((file) => ({
      key: `${file.name}-${file.size}-${Math.random()}`,
      file,
      sent: 0,
      state: 'sending' as const,
      controller: new AbortController(),
    }));
    setSending((all) => [...all, ...items]);
    items.forEach(send);
  };

  const cancel = (item: Sending) => {
    item.controller.abort();
    setSending((all) => all.filter((s) => s.key !== item.key));
    if (item.upload) void abandonUpload(item.upload.fileId);
  };

  const retry = (item: Sending) => {
    const again = { ...item, controller: new AbortController() };
    setSending((all) => all.map((s) => (s.key === item.key ? again : s)));
    send(again);
  };

  return (
    <Stack gap="2">
      <HStack gap="2" flexWrap="wrap">
        <Button variant="outline" onClick={() => chooser.current?.click()} disabled={disabled}>
          {label}
        </Button>
        {camera && (
          <Button variant="outline" onClick={() => photo.current?.click()} disabled={disabled}>
            <Trans>Take a photo</Trans>
          </Button>
        )}
        <input
          ref={chooser}
          type="file"
          hidden
          multiple={multiple}
          accept={ACCEPT[accept]}
          aria-label={label}
          data-testid={`choose-files-${place}`}
          onChange={(e) => {
            add(e.target.files);
            e.target.value = '';
          }}
        />
        {camera && (
          <input
            ref={photo}
            type="file"
            hidden
            accept="image/*"
            capture="environment"
            aria-label={t`Take a photo`}
            data-testid={`take-photo-${place}`}
            onChange={(e) => {
              add(e.target.files);
              e.target.value = '';
            }}
          />
        )}
      </HStack>
      {sending.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t`Files being sent`}>
          {sending.map((s) => {
            const sent = formatFileSize(s.sent, where);
            const total = formatFileSize(s.file.size, where);
            const name = s.file.name;
            return (
              <Box as="li" key={s.key} p="2" borderWidth="1px" borderRadius="md" bg="white" data-testid="file-sending">
                <Text fontWeight="medium" dir="auto" wordBreak="break-word">
                  {name}
                </Text>
                {s.state === 'failed' ? (
                  <Text role="alert" color="red.700" fontSize="sm">
                    {s.error}
                  </Text>
                ) : (
                  <>
                    <Progress.Root
                      value={s.file.size ? Math.min(100, (s.sent / s.file.size) * 100) : null}
                      size="sm"
                      colorPalette="blue"
                      aria-label={t`Sending ${name}`}
                      mt="1"
                    >
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                    <Text fontSize="sm" color="gray.600" aria-live="polite">
                      <Trans>
                        {sent} of {total} sent
                      </Trans>
                    </Text>
                  </>
                )}
                <HStack gap="2" mt="1">
                  {s.state === 'failed' && (
                    <Button size="sm" variant="outline" onClick={() => retry(s)}>
                      <Trans>Try again</Trans>
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" onClick={() => cancel(s)} aria-label={t`Cancel sending ${name}`}>
                    <Trans>Cancel</Trans>
                  </Button>
                </HStack>
              </Box>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
